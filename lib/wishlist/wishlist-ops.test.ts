import { ABAYA, KAFTAN, SCARF } from '@/test/fixtures/fixture-products'
import { idsFromWishlistDoc } from './wishlist-doc'
import {
  decodeWishlistCookie,
  encodeWishlistCookie,
  MAX_WISHLIST_ITEMS,
  mergeWishlists,
  toggleId,
} from './wishlist-ops'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

describe('wishlist', () => {
  it('toggles a product in and out', () => {
    expect(toggleId([ABAYA], SCARF)).toEqual({ ids: [ABAYA, SCARF], inWishlist: true })
    expect(toggleId([ABAYA, SCARF], ABAYA)).toEqual({ ids: [SCARF], inWishlist: false })
  })

  it('keeps at most the newest 100 items', () => {
    const full = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, index) => index + 1000)
    const { ids } = toggleId(full, ABAYA)
    expect(ids).toHaveLength(MAX_WISHLIST_ITEMS)
    expect(ids.at(-1)).toBe(ABAYA)
    expect(ids[0]).toBe(1001)
  })

  it('merges as a union, account items first, nothing duplicated', () => {
    expect(mergeWishlists([KAFTAN, ABAYA], [ABAYA, SCARF])).toEqual([KAFTAN, ABAYA, SCARF])
    expect(mergeWishlists([], [SCARF])).toEqual([SCARF])
    expect(mergeWishlists([SCARF], [])).toEqual([SCARF])
  })

  it('round-trips the guest cookie and reads junk as empty', () => {
    expect(decodeWishlistCookie(encodeWishlistCookie([ABAYA, SCARF]))).toEqual([ABAYA, SCARF])
    for (const junk of [undefined, '', 'x', '{}', '["1"]', '[1.5]', '[-1]'])
      expect(decodeWishlistCookie(junk)).toEqual([])
    expect(decodeWishlistCookie(`[${ABAYA},999,${ABAYA}]`)).toEqual([ABAYA])
  })

  it('reads wishlists/{uid} tolerantly', () => {
    expect(idsFromWishlistDoc({ productIds: [SCARF, 'x', 999, SCARF, KAFTAN] })).toEqual([SCARF, KAFTAN])
    expect(idsFromWishlistDoc(undefined)).toEqual([])
    expect(idsFromWishlistDoc({ productIds: 3 })).toEqual([])
  })
})
