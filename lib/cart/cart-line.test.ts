import { ABAYA, KAFTAN, LIPSTICK, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import {
  CartLineSchema,
  checkCartLine,
  countItems,
  isSameLine,
  lineKey,
  quantityOfProduct,
} from './cart-line'
import { needsOptionChoice } from './option-choice'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

describe('cart line validation', () => {
  it('accepts a colour and size the product comes in', () => {
    const checked = checkCartLine({ productId: ABAYA, color: 'Navy', size: 'L', quantity: 2 })
    expect(checked).toMatchObject({
      ok: true,
      line: { productId: ABAYA, color: 'Navy', size: 'L', quantity: 2 },
    })
  })

  it('refuses an unknown product', () => {
    expect(checkCartLine({ productId: 999, color: null, size: null, quantity: 1 })).toEqual({
      ok: false,
      code: 'product-unavailable',
    })
  })

  it('refuses a colour or size the product does not come in', () => {
    expect(checkCartLine({ productId: ABAYA, color: 'Gold', size: 'M', quantity: 1 })).toEqual({
      ok: false,
      code: 'colour-unavailable',
      productName: 'Test Abaya',
      color: 'Gold',
    })
    expect(checkCartLine({ productId: ABAYA, color: 'Black', size: 'XS', quantity: 1 })).toEqual({
      ok: false,
      code: 'size-unavailable',
      productName: 'Test Abaya',
      size: 'XS',
    })
    expect(checkCartLine({ productId: LIPSTICK, color: 'Black', size: null, quantity: 1 })).toMatchObject({
      ok: false,
    })
    expect(checkCartLine({ productId: SCARF, color: 'Emerald', size: 'M', quantity: 1 })).toEqual({
      ok: false,
      code: 'no-sizes',
      productName: 'Test Scarf',
    })
  })

  it('asks for a choice when there is more than one option', () => {
    expect(checkCartLine({ productId: ABAYA, color: null, size: 'M', quantity: 1 })).toEqual({
      ok: false,
      code: 'choose-colour',
      productName: 'Test Abaya',
    })
    expect(checkCartLine({ productId: ABAYA, color: 'Black', size: null, quantity: 1 })).toEqual({
      ok: false,
      code: 'choose-size',
      productName: 'Test Abaya',
    })
    expect(checkCartLine({ productId: TUNIC, color: null, size: null, quantity: 1 })).toMatchObject({
      ok: false,
    })
  })

  it('fills in the only colour and the only size', () => {
    expect(checkCartLine({ productId: KAFTAN, color: null, size: null, quantity: 1 })).toMatchObject({
      ok: true,
      line: { color: 'Beige', size: 'M' },
    })
    expect(checkCartLine({ productId: SCARF, color: null, size: null, quantity: 3 })).toMatchObject({
      ok: true,
      line: { color: 'Emerald', size: null, quantity: 3 },
    })
    expect(checkCartLine({ productId: LIPSTICK, color: null, size: null, quantity: 1 })).toMatchObject({
      ok: true,
      line: { color: null, size: null },
    })
  })

  it('keeps quantities from 1 to 10', () => {
    expect(checkCartLine({ productId: SCARF, color: null, size: null, quantity: 0 })).toMatchObject({
      ok: false,
    })
    expect(checkCartLine({ productId: SCARF, color: null, size: null, quantity: 10 })).toMatchObject({
      ok: true,
    })
    expect(checkCartLine({ productId: SCARF, color: null, size: null, quantity: 11 })).toEqual({
      ok: false,
      code: 'quantity-too-large',
    })
    expect(CartLineSchema.safeParse({ productId: 1, color: null, size: null, quantity: 11 }).success).toBe(
      false,
    )
    expect(CartLineSchema.safeParse({ productId: 1, color: null, size: null, quantity: 1.5 }).success).toBe(
      false,
    )
    expect(CartLineSchema.safeParse({ productId: 1, color: 'Purple', size: null, quantity: 1 }).success).toBe(
      false,
    )
    expect(CartLineSchema.safeParse({ productId: '1', color: null, size: null, quantity: 1 }).success).toBe(
      false,
    )
  })

  it('identifies a line by product, colour and size', () => {
    const line = { productId: ABAYA, color: 'Black', size: 'M' } as const
    expect(isSameLine(line, { ...line })).toBe(true)
    expect(isSameLine(line, { ...line, color: 'Navy' })).toBe(false)
    expect(isSameLine(line, { ...line, size: 'L' })).toBe(false)
    expect(lineKey({ productId: 2, color: null, size: null })).not.toBe(
      lineKey({ productId: 2, color: 'Black', size: null }),
    )
  })

  it('counts items and a product’s quantity across its lines', () => {
    const lines = [
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 2 },
      { productId: ABAYA, color: 'Navy', size: 'S', quantity: 1 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 4 },
    ] as const
    expect(countItems(lines)).toBe(7)
    expect(quantityOfProduct([...lines], ABAYA)).toBe(3)
    expect(needsOptionChoice({ colors: [], sizes: ['S', 'M'] })).toBe(true)
    expect(needsOptionChoice({ colors: [{ name: 'Black', hex: '#000000' }], sizes: ['M'] })).toBe(false)
  })
})
