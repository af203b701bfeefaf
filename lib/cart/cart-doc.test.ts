import { linesForCartDoc, linesFromCartDoc } from './cart-doc'
import { ABAYA, SCARF } from '@/test/fixtures/fixture-products'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

describe('carts/{uid} documents', () => {
  it('reads valid lines and skips ones that no longer fit the catalogue', () => {
    expect(
      linesFromCartDoc({
        lines: [
          { productId: ABAYA, color: 'Black', size: 'M', quantity: 2 },
          { productId: ABAYA, color: 'Gold', size: 'M', quantity: 1 },
          { productId: 999, color: null, size: null, quantity: 1 },
          'junk',
          { productId: SCARF, color: 'Emerald', size: null, quantity: 1, extra: true },
        ],
        updatedAt: 'whenever',
      }),
    ).toEqual([
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 2 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
    ])
  })

  it('reads a missing or malformed document as an empty bag', () => {
    expect(linesFromCartDoc(undefined)).toEqual([])
    expect(linesFromCartDoc({ lines: 'nope' })).toEqual([])
  })

  it('writes plain line objects only', () => {
    const withExtra = { productId: 1, color: null, size: null, quantity: 1, name: 'x' }
    expect(linesForCartDoc([withExtra])).toEqual([{ productId: 1, color: null, size: null, quantity: 1 }])
  })
})
