import { availabilityOf, movesAcrossAvailability, productStockTag } from './availability'
import { LOW_STOCK_THRESHOLD } from './stock-status'

describe('availabilityOf', () => {
  it('is out of stock at zero, limited up to the low-stock threshold, in stock above it', () => {
    expect(availabilityOf(0)).toBe('OutOfStock')
    expect(availabilityOf(1)).toBe('LimitedAvailability')
    expect(availabilityOf(LOW_STOCK_THRESHOLD)).toBe('LimitedAvailability')
    expect(availabilityOf(LOW_STOCK_THRESHOLD + 1)).toBe('InStock')
  })
})

describe('movesAcrossAvailability', () => {
  it('keeps the moves across zero or the threshold, either way, and drops the others', () => {
    const moves = [
      { productId: 1, before: 10, after: 9 },
      { productId: 2, before: 6, after: 5 },
      { productId: 3, before: 2, after: 0 },
      { productId: 4, before: 0, after: 1 },
      { productId: 5, before: 4, after: 3 },
      { productId: 6, before: 3, after: 8 },
    ]
    expect(movesAcrossAvailability(moves).map((move) => move.productId)).toEqual([2, 3, 4, 6])
  })
})

describe('productStockTag', () => {
  it('names one product', () => {
    expect(productStockTag(17)).toBe('stock-17')
    expect(productStockTag(1)).not.toBe(productStockTag(17))
  })
})
