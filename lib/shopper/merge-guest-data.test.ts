import type { CartLine } from '@/lib/cart/cart-line'
import { addLine } from '@/lib/cart/cart-ops'
import { changeAccountCart } from '@/lib/cart/cart-store'
import { cartRef, readAccountCart } from '@/lib/cart/cart-reads'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { stockRef } from '@/lib/stock/stock-reads'
import { readAccountWishlist, wishlistRef } from '@/lib/wishlist/wishlist-reads'
import { ABAYA, KAFTAN, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { mergeIntoAccount } from './merge-guest-data'

/**
 * The bag and wishlist in Firestore against a real (local, in-process) emulator: adding with the stock read
 * in the transaction, and the sign-in merge of a guest's bag and wishlist. The catalogue is a fixed fixture.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const UID = 'shopper-1'

async function fillBag(uid: string, lines: CartLine[]) {
  await cartRef(db, uid).set({ lines: linesForCartDoc(lines) })
}

describe('the bag and wishlist in Firestore', () => {
  it('adds to a signed-in bag with the stock read in the transaction', async () => {
    const line: CartLine = { productId: SCARF, color: 'Emerald', size: null, quantity: 2 }
    const product = { name: 'Test Scarf' }
    const add = (quantity: number) =>
      changeAccountCart(db, UID, [SCARF], (lines, stockOf) =>
        addLine(lines, { ...line, quantity }, product, stockOf(line)),
      )

    expect(await add(2)).toMatchObject({ ok: true })
    expect(await add(2)).toEqual({
      ok: false,
      code: 'stock-left',
      productName: 'Test Scarf',
      available: 3,
      inBag: 2,
    })
    await stockRef(db, SCARF).set({ available: 10 })
    expect(await add(2)).toMatchObject({ ok: true })
    expect(await readAccountCart(db, UID)).toEqual([{ ...line, quantity: 4 }])
  })

  it('merges a guest bag and wishlist into the account at sign-in', async () => {
    await fillBag(UID, [{ productId: ABAYA, color: 'Black', size: 'M', quantity: 2 }])
    await wishlistRef(db, UID).set({ productIds: [KAFTAN, ABAYA] })

    const outcome = await mergeIntoAccount(
      db,
      UID,
      [
        { productId: ABAYA, color: 'Black', size: 'M', quantity: 4 },
        { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
      ],
      [ABAYA, SCARF],
    )
    expect(outcome).toEqual({ cartLines: 2, wishlistItems: 3 })
    // 2 + 4 abayas, capped at the 5 in stock; the scarf added; nothing duplicated.
    expect(await readAccountCart(db, UID)).toEqual([
      { productId: ABAYA, color: 'Black', size: 'M', quantity: 5 },
      { productId: SCARF, color: 'Emerald', size: null, quantity: 1 },
    ])
    expect(await readAccountWishlist(db, UID)).toEqual([KAFTAN, ABAYA, SCARF])
  })

  it('merges into an account that has no bag yet', async () => {
    const guest: CartLine[] = [{ productId: TUNIC, color: null, size: 'M', quantity: 3 }]
    await mergeIntoAccount(db, 'new-shopper', guest, [])
    expect(await readAccountCart(db, 'new-shopper')).toEqual(guest)
    expect(await readAccountWishlist(db, 'new-shopper')).toEqual([])
  })
})
