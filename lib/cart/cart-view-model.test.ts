import type { CartLine } from './cart-line'
import { buildCartView } from './cart-view-model'
import { ABAYA, LIPSTICK, SCARF } from '@/test/fixtures/fixture-products'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

const bag: CartLine[] = [
  { productId: ABAYA, color: 'Navy', size: 'L', quantity: 2 },
  { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
]
// Keyed like the lines: product, colour and size (lib/stock/stock-doc.ts figuresByLineKey).
const stocks = new Map([
  ['1|Navy|L', 5],
  ['2|Emerald|', 3],
])

describe('the cart view', () => {
  it('joins lines with catalogue names, pictures and prices in cents', () => {
    const view = buildCartView({ signedIn: false, lines: bag, stocks, isFirstOrder: true })
    expect(view.lines[0]).toEqual({
      key: '1|Navy|L',
      productId: ABAYA,
      name: 'Test Abaya',
      href: '/product/1',
      // The picture of the colour in the bag: Navy, the test abaya's second colour (data/colour-pictures.ts).
      image: 'products/test-hover',
      color: 'Navy',
      colorHex: '#1f2b4a',
      size: 'L',
      quantity: 2,
      unitPrice: 12999,
      lineTotal: 25998,
      available: 5,
      maxQuantity: 5,
      problem: null,
    })
    expect(view).toMatchObject({
      signedIn: false,
      itemCount: 3,
      pricing: {
        subtotal: 27597,
        discount: 0,
        shipping: 0,
        total: 27597,
        appliedCode: null,
        promoRefusal: null,
      },
      toFreeShipping: 0,
      canCheckout: true,
    })
    expect(view.shippingSummary).toContain('$4.99')
  })

  it('shows the delivery fee and what is left to spend for free delivery', () => {
    const view = buildCartView({ signedIn: true, lines: [bag[1]!], stocks, isFirstOrder: true })
    expect(view.pricing).toMatchObject({ subtotal: 1599, shipping: 499, total: 2098 })
    expect(view.toFreeShipping).toBe(3401)
  })

  it('previews a promo code, or says why it does not apply', () => {
    expect(
      buildCartView({ signedIn: true, lines: bag, stocks, promoCode: 'fatin15', isFirstOrder: true }).pricing,
    ).toMatchObject({
      discount: 4140,
      appliedCode: 'FATIN15',
    })
    expect(
      buildCartView({ signedIn: true, lines: bag, stocks, promoCode: 'FATIN15', isFirstOrder: false })
        .pricing,
    ).toMatchObject({
      discount: 0,
      promoRefusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
    })
  })

  it('flags a line beyond its own colour and size’s stock, and blocks checkout', () => {
    const lines: CartLine[] = [
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 3 },
      { productId: ABAYA, color: 'Navy', size: 'S', quantity: 3 },
      { productId: ABAYA, color: 'Navy', size: 'L', quantity: 1 },
      { productId: LIPSTICK, color: null, size: null, quantity: 1 },
    ]
    const figures = new Map([
      ['1|Black|M', 5],
      ['1|Navy|S', 2],
      ['1|Navy|L', 0],
    ])
    const view = buildCartView({ signedIn: true, lines, stocks: figures, isFirstOrder: true })
    expect(view.lines.map((line) => [line.problem, line.maxQuantity])).toEqual([
      [null, 5],
      [{ code: 'only-left', available: 2 }, 2],
      [{ code: 'out-of-stock' }, 1],
      [{ code: 'out-of-stock' }, 1],
    ])
    expect(view.canCheckout).toBe(false)
  })

  it('is empty and cannot check out with an empty bag', () => {
    const view = buildCartView({ signedIn: false, lines: [], stocks: new Map(), isFirstOrder: true })
    expect(view).toMatchObject({ lines: [], itemCount: 0, canCheckout: false, toFreeShipping: 0 })
    expect(view.pricing.total).toBe(0)
  })
})
