import { decodeCartCookie, encodeCartCookie } from './cart-cookie'
import type { CartLine } from './cart-line'
import { guestCookieOptions } from '@/lib/shopper/guest-cookies'
import { ABAYA, KAFTAN, SCARF } from '@/test/fixtures/fixture-products'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

const bag: CartLine[] = [
  { productId: ABAYA, color: 'Black', size: 'M', quantity: 2 },
  { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
]

describe('guest cart cookie', () => {
  it('round-trips a bag compactly', () => {
    const raw = encodeCartCookie(bag)
    expect(raw).toBe('[[1,"Black","M",2],[2,"Emerald",null,1]]')
    expect(decodeCartCookie(raw)).toEqual(bag)
  })

  it('fits 40 lines well inside a 4 KB cookie, even URL-encoded', () => {
    const lines = Array.from({ length: 40 }, (_, index): CartLine => ({
      productId: 1000 + index,
      color: 'Burgundy',
      size: 'XL',
      quantity: 10,
    }))
    expect(encodeURIComponent(encodeCartCookie(lines)).length).toBeLessThan(3500)
  })

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['not JSON', '{oops'],
    ['an object', '{"productId":1}'],
    ['a wrong tuple', '[[1,"Black","M"]]'],
    ['a bad quantity', '[[1,"Black","M",0]]'],
    ['too many of one line', '[[1,"Black","M",11]]'],
    ['an unknown colour', '[[1,"Purple","M",1]]'],
    ['a string id', '[["1","Black","M",1]]'],
  ])('reads %s as an empty bag', (_label, raw) => {
    expect(decodeCartCookie(raw)).toEqual([])
  })

  it('drops lines whose product or options left the catalogue and keeps the rest', () => {
    expect(decodeCartCookie('[[999,null,null,1],[1,"Gold","M",1],[2,"Emerald",null,3]]')).toEqual([
      { productId: SCARF, color: 'Emerald', size: null, quantity: 3 },
    ])
  })

  it('fills in single options and folds repeated lines', () => {
    expect(decodeCartCookie(`[[${KAFTAN},null,null,1],[${KAFTAN},"Beige","M",2]]`)).toEqual([
      { productId: KAFTAN, color: 'Beige', size: 'M', quantity: 3 },
    ])
  })

  it('is httpOnly, SameSite=Lax, 30 days, Secure only in production', () => {
    expect(guestCookieOptions()).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      maxAge: 2592000,
      path: '/',
    })
    const env = process.env as Record<string, string | undefined>
    const previous = env.NODE_ENV
    env.NODE_ENV = 'production'
    try {
      expect(guestCookieOptions().secure).toBe(true)
    } finally {
      env.NODE_ENV = previous
    }
  })
})
