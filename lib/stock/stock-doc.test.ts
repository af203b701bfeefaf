import { ABAYA, LIPSTICK } from '@/test/fixtures/fixture-products'
import { availableFromDoc, catalogueStock, figuresByLineKey, productStockFromDoc } from './stock-doc'
import { stockStatus } from './stock-status'
import { spreadOverVariants, variantsOf } from './variants'

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

  it('read a figure per variant, whatever the shape of the document', () => {
    // Variant form: the stored figures, 0 for a variant not stored, nothing for a key the product lacks.
    expect(productStockFromDoc(ABAYA, { variants: { 'Black|M': 3, 'Gold|XL': 9 } })).toEqual({
      productId: ABAYA,
      form: 'variants',
      variants: { 'Black|S': 0, 'Black|M': 3, 'Black|L': 0, 'Navy|S': 0, 'Navy|M': 0, 'Navy|L': 0 },
    })
    // Kept per product (before variants): spread evenly, the remainder to the first variants.
    expect(productStockFromDoc(ABAYA, { available: 8 }).variants).toEqual({
      'Black|S': 2,
      'Black|M': 2,
      'Black|L': 1,
      'Navy|S': 1,
      'Navy|M': 1,
      'Navy|L': 1,
    })
    // No document: the catalogue's starting figures (the fixture puts the abaya's 5 all on Black M).
    expect(productStockFromDoc(ABAYA, undefined)).toMatchObject({
      form: 'catalogue',
      variants: { 'Black|M': 5, 'Navy|S': 0 },
    })
    expect(productStockFromDoc(ABAYA, { variants: { 'Black|M': -1 } }).form).toBe('damaged')
    expect(
      figuresByLineKey(new Map([[ABAYA, productStockFromDoc(ABAYA, { variants: { 'Navy|L': 4 } })]])).get(
        '1|Navy|L',
      ),
    ).toBe(4)
  })

  it('spread a per-product figure over variants without losing or making a unit', () => {
    const keys = variantsOf({ colors: [{ name: 'Black', hex: '#000000' }], sizes: ['S', 'M', 'L'] }).map(
      (v) => v.key,
    )
    expect(keys).toEqual(['Black|S', 'Black|M', 'Black|L'])
    for (const total of [0, 1, 2, 3, 10, 101]) {
      const spread = spreadOverVariants(total, keys)
      expect(Object.values(spread).reduce((a, b) => a + b, 0)).toBe(total)
      expect(Math.max(...Object.values(spread)) - Math.min(...Object.values(spread))).toBeLessThanOrEqual(1)
    }
    expect(variantsOf({ colors: [], sizes: [] }).map((v) => v.key)).toEqual(['|'])
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
