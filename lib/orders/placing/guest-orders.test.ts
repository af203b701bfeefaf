import { linesForCartDoc } from '@/lib/cart/cart-doc'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartRef } from '@/lib/cart/cart-reads'
import { ABAYA, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { account } from '@/test/fixtures/order-requests'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { stockRef } from '@/lib/stock/stock-reads'
import { claimId, FIRST_ORDER_CLAIMS_COLLECTION } from './first-order-claims'
import { linkGuestOrders } from '@/lib/orders/linking/link-guest-orders'
import { ORDERS_COLLECTION, orderFromDoc } from '@/lib/orders/order-doc'
import { findGuestOrder } from '@/lib/orders/lookup/order-lookup'
import { listOrders, readOrderCount } from '@/lib/orders/order-reads'
import { type OrderRequest, placeGuestOrderInTransaction, placeOrderInTransaction } from './place-order-core'

/**
 * Guest orders against a real (local, in-process) Firestore emulator: the guest transaction (first-order
 * claims across guests and accounts, idempotency, stock), the lookup by number and mobile, and linking guest
 * orders to an account.
 */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const MOBILE = '+923001234567'
const EMAIL = 'ayesha@example.com'
const address = {
  fullName: 'Ayesha Khan',
  mobile: MOBILE,
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: null,
} as const

let counter = 0
function request(overrides: Partial<OrderRequest> & { email?: string } = {}) {
  counter += 1
  return {
    idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    promoCode: null,
    address,
    email: EMAIL,
    ...overrides,
  }
}

const scarf: CartLine[] = [{ productId: SCARF, color: 'Emerald', size: null, quantity: 1 }]
const guest = (lines: CartLine[] = scarf, guestId = 'guest-a') => ({ guestId, lines })

async function placeGuest(overrides: Partial<OrderRequest> & { email?: string } = {}, who = guest()) {
  return placeGuestOrderInTransaction(db, who, request(overrides))
}

describe('a guest order', () => {
  it('is stored with no uid, the normalised contact and its number, and takes stock', async () => {
    const outcome = await placeGuest({ promoCode: 'FATIN15' })
    if (!outcome.ok) throw new Error(outcome.code)
    const snapshot = await db.collection(ORDERS_COLLECTION).doc(outcome.orderId).get()
    expect(snapshot.get('guestId')).toBe('guest-a')
    // The id and number are the server's, never taken from the key the browser sent.
    expect(outcome.orderId).not.toContain('00000000-0000-4000-8000')
    expect(snapshot.get('number')).toMatch(/^FT-[0-9A-F]{8}$/)
    expect(snapshot.get('number')).not.toBe('FT-00000000')
    expect(orderFromDoc(snapshot.id, snapshot.data())).toMatchObject({
      uid: null,
      contact: { email: EMAIL, mobile: MOBILE },
      pricing: { subtotal: 1599, discount: 240, promoCode: 'FATIN15' },
    })
    expect((await stockRef(db, SCARF).get()).get('available')).toBe(2)
  })

  it('refuses FATIN15 to a second "new" guest with the same mobile or the same e-mail', async () => {
    expect(await placeGuest({ promoCode: 'FATIN15' })).toMatchObject({ ok: true })
    const refusal = {
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
    }
    // Another browser (cookie id), another e-mail, the same mobile.
    const sameMobile = await placeGuest(
      { promoCode: 'FATIN15', email: 'other@example.com' },
      guest(scarf, 'b'),
    )
    expect(sameMobile).toEqual(refusal)
    // The same e-mail, another mobile.
    const otherMobile = { ...address, mobile: '+923119876543' }
    expect(
      await placeGuest({ promoCode: 'WELCOME10', address: otherMobile }, guest(scarf, 'c')),
    ).toMatchObject({
      ok: false,
      code: 'promo-refused',
    })
    // Without a code the same person still orders.
    expect(await placeGuest({ email: 'other@example.com' }, guest(scarf, 'b'))).toMatchObject({ ok: true })
  })

  it('refuses FATIN15 to a guest whose mobile or e-mail already ordered with an account', async () => {
    await cartRef(db, 'account-1').set({ lines: linesForCartDoc(scarf) })
    expect(await placeOrderInTransaction(db, account('account-1'), request({ email: EMAIL }))).toMatchObject({
      ok: true,
    })
    expect(await placeGuest({ promoCode: 'FATIN15', email: 'new@example.com' })).toMatchObject({
      ok: false,
      code: 'promo-refused',
    })
    const claim = await db.collection(FIRST_ORDER_CLAIMS_COLLECTION).doc(claimId('email', EMAIL)).get()
    expect(claim.data()).toMatchObject({ kind: 'email' })
    expect(JSON.stringify(claim.data())).not.toContain(EMAIL)
  })

  it('is placed once for a retried request, and a reused key with another bag is a conflict', async () => {
    const first = request({ promoCode: 'FATIN15' })
    const placed = await placeGuestOrderInTransaction(db, guest(), first)
    // The answer was lost, so the bag cookie was never emptied: the retry brings the same bag.
    expect(await placeGuestOrderInTransaction(db, guest(), first)).toEqual({
      ok: true,
      orderId: placed.ok ? placed.orderId : '',
      repeated: true,
    })
    const bigger = guest([{ ...scarf[0]!, quantity: 2 }])
    expect(await placeGuestOrderInTransaction(db, bigger, first)).toMatchObject({ code: 'conflict' })
    // Another browser sending the same key makes its own press: it is never answered with the first order.
    const other = await placeGuestOrderInTransaction(db, guest(scarf, 'b'), { ...first, promoCode: null })
    expect(other).toMatchObject({ ok: true, repeated: false })
    expect(other.ok && other.orderId).not.toBe(placed.ok && placed.orderId)
    expect((await db.collection(ORDERS_COLLECTION).get()).size).toBe(2)
    expect((await stockRef(db, SCARF).get()).get('available')).toBe(1)
  })

  it('refuses more than is left and an empty bag, writing nothing', async () => {
    const six: CartLine[] = [{ productId: ABAYA, color: 'Black', size: 'M', quantity: 6 }]
    expect(await placeGuest({}, guest(six))).toMatchObject({
      ok: false,
      code: 'out-of-stock',
      productName: 'Test Abaya (Black / M)',
      available: 5,
    })
    expect(await placeGuest({}, guest([]))).toMatchObject({ ok: false, code: 'empty-bag' })
    expect((await db.collection(ORDERS_COLLECTION).get()).size).toBe(0)
    expect((await db.collection(FIRST_ORDER_CLAIMS_COLLECTION).get()).size).toBe(0)
  })

  it('allows 3 unconfirmed orders per mobile number and per guest cookie', async () => {
    const tunic: CartLine[] = [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }]
    for (let i = 0; i < 3; i += 1) {
      expect(await placeGuest({}, guest(tunic, `guest-${i}`))).toMatchObject({ ok: true })
    }
    // A fourth browser, the same mobile.
    expect(await placeGuest({}, guest(tunic, 'guest-9'))).toMatchObject({ code: 'too-many-open-orders' })
    // The same browser, three other mobiles: the cookie's cap.
    const elsewhere = { ...address, mobile: '+923339998877' }
    for (let i = 0; i < 3; i += 1) await placeGuest({ address: elsewhere }, guest(tunic, 'one-browser'))
    expect(
      await placeGuest({ address: { ...address, mobile: '+923450001122' } }, guest(tunic, 'one-browser')),
    ).toMatchObject({ code: 'too-many-open-orders' })
  })
})

describe('the order lookup', () => {
  it('finds a guest order by number and mobile, and answers a wrong one of either the same way', async () => {
    const placed = await placeGuest()
    if (!placed.ok) throw new Error(placed.code)
    const number = String((await db.collection(ORDERS_COLLECTION).doc(placed.orderId).get()).get('number'))
    const otherNumber = number === 'FT-0000000A' ? 'FT-0000000B' : 'FT-0000000A'
    expect(await findGuestOrder(db, number, MOBILE)).toBe(placed.orderId)
    expect(await findGuestOrder(db, number, '+923001234568')).toBeNull()
    expect(await findGuestOrder(db, otherNumber, MOBILE)).toBeNull()
  })

  it('never finds an account order', async () => {
    await cartRef(db, 'account-1').set({ lines: linesForCartDoc(scarf) })
    const placed = await placeOrderInTransaction(db, account('account-1'), request())
    if (!placed.ok) throw new Error(placed.code)
    const number = (await db.collection(ORDERS_COLLECTION).doc(placed.orderId).get()).get('number')
    expect(await findGuestOrder(db, number, MOBILE)).toBeNull()
  })
})

describe('linking guest orders to an account', () => {
  it('attaches orders the browser owns, or all with a Google-proven inbox, and counts them', async () => {
    const proven = await placeGuest({ promoCode: 'FATIN15' })
    const other = await placeGuest({}, guest(scarf, 'another-device'))
    const stranger = await placeGuest({ email: 'someone@example.com' }, guest(scarf, 'x'))
    if (!proven.ok || !other.ok || !stranger.ok) throw new Error('orders failed')

    const shopper = { uid: 'new-account', email: 'Ayesha@Example.com', inboxProvenBySignIn: false }
    expect(await linkGuestOrders(db, { ...shopper, ownedOrderIds: [proven.orderId, stranger.orderId] })).toBe(
      1,
    )
    expect((await listOrders('new-account', db)).map((order) => order.id)).toEqual([proven.orderId])
    // Its first order is behind it: FATIN15 is not for this account any more.
    expect(await readOrderCount(db, 'new-account')).toBe(1)

    // Signed in with Google, whose address Google verified, the order from the other device joins too; the
    // stranger's never does.
    expect(await linkGuestOrders(db, { ...shopper, inboxProvenBySignIn: true, ownedOrderIds: [] })).toBe(1)
    const ids = (await listOrders('new-account', db)).map((order) => order.id).sort()
    expect(ids).toEqual([proven.orderId, other.orderId].sort())
    expect(await readOrderCount(db, 'new-account')).toBe(2)
    // Another account with the same address gets nothing that is already linked.
    expect(
      await linkGuestOrders(db, { ...shopper, uid: 'thief', inboxProvenBySignIn: true, ownedOrderIds: [] }),
    ).toBe(0)
  })

  it('never for a password account that only claims the address, even once a link verified it', async () => {
    const hers = await placeGuest({})
    if (!hers.ok) throw new Error('order failed')
    // A stranger made an account with her address, which she was tricked into verifying: the flag is set, but
    // his browser never placed or opened her order.
    const stranger = { uid: 'stranger', email: 'ayesha@example.com', inboxProvenBySignIn: false }
    expect(await linkGuestOrders(db, { ...stranger, ownedOrderIds: [] })).toBe(0)
    expect(await listOrders('stranger', db)).toEqual([])
  })
})
