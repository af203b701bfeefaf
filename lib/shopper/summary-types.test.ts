import { MAX_STOCK_IDS, parseStockIds } from './summary-types'

describe('parseStockIds', () => {
  it('reads a comma-separated list of product ids, once each', () => {
    expect(parseStockIds('1,2,2,1401')).toEqual([1, 2, 1401])
  })

  it('ignores junk rather than refusing the whole request', () => {
    expect(parseStockIds('1,abc,-3,0,2.5,,9999999,7')).toEqual([1, 7])
    expect(parseStockIds(null)).toEqual([])
    expect(parseStockIds('')).toEqual([])
  })

  it('caps how many products one request may ask about', () => {
    const many = Array.from({ length: 100 }, (_, index) => index + 1).join(',')
    expect(parseStockIds(many)).toHaveLength(MAX_STOCK_IDS)
  })
})
