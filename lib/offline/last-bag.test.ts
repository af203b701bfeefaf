/** @jest-environment jsdom */
import type { CartView } from '@/lib/cart/cart-view-model'
import { forgetLastBag, lastBag, rememberBag } from './last-bag'

const cart = {
  signedIn: false,
  itemCount: 2,
  pricing: { subtotal: 25998, discount: 0, shipping: 0, total: 25998 },
  lines: [
    {
      key: '2|Navy|M',
      productId: 2,
      name: 'Embroidered Sleeve Abaya',
      image: 'products/2-hover',
      color: 'Navy',
      size: 'M',
      quantity: 2,
      unitPrice: 12999,
      lineTotal: 25998,
      href: '/product/2',
      colorHex: '#1f2b4a',
      available: 9,
      maxQuantity: 9,
      problem: null,
    },
  ],
} as unknown as CartView

describe('the last bag kept for offline', () => {
  beforeEach(() => window.localStorage.clear())

  it('keeps what the bag page showed, and only that', () => {
    rememberBag(cart, 1_700_000_000_000)
    expect(lastBag()).toEqual({
      savedAt: 1_700_000_000_000,
      itemCount: 2,
      total: 25998,
      lines: [
        {
          key: '2|Navy|M',
          name: 'Embroidered Sleeve Abaya',
          image: 'products/2-hover',
          color: 'Navy',
          size: 'M',
          quantity: 2,
          lineTotal: 25998,
        },
      ],
    })
  })

  it('is forgotten when the session changes, and reads nothing that is not a bag', () => {
    rememberBag(cart)
    forgetLastBag()
    expect(lastBag()).toBeNull()
    window.localStorage.setItem('fatin:last-bag', '{"lines":"not a bag"}')
    expect(lastBag()).toBeNull()
    window.localStorage.setItem('fatin:last-bag', 'not json')
    expect(lastBag()).toBeNull()
  })
})
