import { amountToFreeShipping, priceOrder } from './price-order'

const line = (unitPrice: number, quantity = 1) => ({ productId: 1, unitPrice, quantity })

describe('priceOrder', () => {
  it('adds line totals into the subtotal', () => {
    const pricing = priceOrder({ lines: [line(12999, 2), line(1599, 3)], isFirstOrder: true })
    expect(pricing.lines.map((priced) => priced.lineTotal)).toEqual([25998, 4797])
    expect(pricing.lines[0]).toMatchObject({ productId: 1, unitPrice: 12999, quantity: 2 })
    expect(pricing.subtotal).toBe(30795)
    expect(pricing).toMatchObject({
      discount: 0,
      shipping: 0,
      total: 30795,
      appliedCode: null,
      promoRefusal: null,
    })
  })

  it('charges the flat fee at $49.99 and ships free at exactly $50.00', () => {
    expect(priceOrder({ lines: [line(4999)], isFirstOrder: true })).toMatchObject({
      subtotal: 4999,
      shipping: 499,
      total: 5498,
    })
    expect(priceOrder({ lines: [line(5000)], isFirstOrder: true })).toMatchObject({
      subtotal: 5000,
      shipping: 0,
      total: 5000,
    })
  })

  it('judges free shipping on the subtotal after the discount', () => {
    // $58.82 less 15% ($8.82) = $50.00: free.
    expect(priceOrder({ lines: [line(5882)], promoCode: 'FATIN15', isFirstOrder: true })).toMatchObject({
      subtotal: 5882,
      discount: 882,
      shipping: 0,
      total: 5000,
      appliedCode: 'FATIN15',
    })
    // $58.81 less 15% ($8.82, from 882.15) = $49.99: the fee applies although the subtotal was over $50.
    expect(priceOrder({ lines: [line(5881)], promoCode: 'FATIN15', isFirstOrder: true })).toMatchObject({
      subtotal: 5881,
      discount: 882,
      shipping: 499,
      total: 4999 + 499,
    })
  })

  it('rounds the discount half up once on the whole subtotal', () => {
    // Three lines of $11.10: 15% of $33.30 is 499.5 cents -> $5.00 (per-line rounding would give $4.98).
    const pricing = priceOrder({
      lines: [line(1110), line(1110), line(1110)],
      promoCode: 'fatin15',
      isFirstOrder: true,
    })
    expect(pricing.discount).toBe(500)
    expect(pricing.total).toBe(3330 - 500 + 499)
    // 10% of $19.95 is 199.5 cents -> $2.00; of $19.94 is 199.4 -> $1.99.
    expect(priceOrder({ lines: [line(1995)], promoCode: 'WELCOME10', isFirstOrder: true }).discount).toBe(200)
    expect(priceOrder({ lines: [line(1994)], promoCode: 'WELCOME10', isFirstOrder: true }).discount).toBe(199)
  })

  it('keeps every amount a whole number of cents', () => {
    const pricing = priceOrder({
      lines: [line(2999, 3), line(1999, 7)],
      promoCode: 'FATIN15',
      isFirstOrder: true,
    })
    for (const amount of [pricing.subtotal, pricing.discount, pricing.shipping, pricing.total]) {
      expect(Number.isInteger(amount)).toBe(true)
    }
    expect(pricing.total).toBe(pricing.subtotal - pricing.discount + pricing.shipping)
  })

  it('applies nothing and says why for an unknown code', () => {
    expect(priceOrder({ lines: [line(10000)], promoCode: 'HALFOFF', isFirstOrder: true })).toMatchObject({
      discount: 0,
      total: 10000,
      appliedCode: null,
      promoRefusal: { code: 'promo-unknown', promoCode: 'HALFOFF' },
    })
  })

  it('refuses first-order codes on a second order', () => {
    expect(priceOrder({ lines: [line(10000)], promoCode: 'FATIN15', isFirstOrder: false })).toMatchObject({
      discount: 0,
      total: 10000,
      appliedCode: null,
      promoRefusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
    })
  })

  it('charges nothing for an empty bag', () => {
    expect(priceOrder({ lines: [], isFirstOrder: true })).toMatchObject({
      subtotal: 0,
      shipping: 0,
      total: 0,
    })
  })

  it('tells how far a bag is from free delivery', () => {
    expect(amountToFreeShipping(4000)).toBe(1000)
    expect(amountToFreeShipping(5000)).toBe(0)
    expect(amountToFreeShipping(9000)).toBe(0)
  })
})
