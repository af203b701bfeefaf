import { ABAYA, LIPSTICK } from '@/test/fixtures/fixture-products'
import { availableFromDoc, catalogueStock, stockStatus } from './stock-doc'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

describe('stock documents', () => {
  it('fall back to the catalogue starting stock when there is no document', () => {
    expect(catalogueStock(ABAYA)).toBe(5)
    expect(availableFromDoc(ABAYA, undefined)).toBe(5)
    expect(availableFromDoc(LIPSTICK, undefined)).toBe(0)
    expect(catalogueStock(999)).toBe(0)
  })

  it('use the live figure when there is one, and 0 for a damaged one', () => {
    expect(availableFromDoc(ABAYA, { available: 2 })).toBe(2)
    expect(availableFromDoc(ABAYA, { available: 0 })).toBe(0)
    expect(availableFromDoc(ABAYA, { available: -1 })).toBe(0)
    expect(availableFromDoc(ABAYA, { stock: 7 })).toBe(0)
  })

  it('flag low stock at 5 or fewer', () => {
    expect(stockStatus(6)).toEqual({ available: 6, inStock: true, lowStock: false })
    expect(stockStatus(5)).toEqual({ available: 5, inStock: true, lowStock: true })
    expect(stockStatus(1)).toEqual({ available: 1, inStock: true, lowStock: true })
    expect(stockStatus(0)).toEqual({ available: 0, inStock: false, lowStock: false })
  })
})
