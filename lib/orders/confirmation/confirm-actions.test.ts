import type { Firestore } from '@/lib/firebase/firestore-types'
import { ORDERS_COLLECTION } from '@/lib/orders/order-doc'
import { encodeOrderProof, ORDER_PROOF_COOKIE } from '@/lib/orders/proof/order-proof'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { OWNER, placedOrder, storedOrder } from '@/test/fixtures/confirm-orders'
import { signConfirmToken } from './confirm-token'

/**
 * The two "Confirm my order" actions against the in-process Firestore emulator, with the real confirmation
 * transaction, token, proof cookie and limiter (in-memory in tests). Faked: only what a request brings (its
 * headers and cookies, and who is signed in, which needs the Auth emulator), Next's page refresh, and the
 * catalogue the fixture orders from.
 */
jest.mock('server-only', () => ({}))
const mockRequest = {
  address: '203.0.113.1',
  uid: null as string | null,
  emailVerified: true,
  cookies: new Map<string, string>(),
}
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-shop-connection-address': mockRequest.address }),
  cookies: async () => ({
    get: (name: string) =>
      mockRequest.cookies.has(name) ? { value: mockRequest.cookies.get(name) } : undefined,
    set: (name: string, value: string) => void mockRequest.cookies.set(name, value),
  }),
}))
jest.mock('@/lib/shopper/current-shopper', () => ({ currentUid: async () => mockRequest.uid }))
jest.mock('./confirming-account', () => ({
  accountEmailVerified: async (uid: string) => uid === mockRequest.uid && mockRequest.emailVerified,
}))
const mockRefresh = jest.fn()
jest.mock('next/cache', () => ({ refresh: () => mockRefresh() }))
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

import { confirmByLinkAction, confirmOnOrderPageAction } from './confirm-actions'

// firebase-admin itself is pointed at the emulator, so the actions' adminDb() is this database.
let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const linkFor = (id: string) => signConfirmToken(orderProofSecret(), id, new Date())

let counter = 0
beforeEach(() => {
  jest.clearAllMocks()
  // Each test presses from its own address and browser, so one test's counts do not reach the next.
  counter += 1
  mockRequest.address = `203.0.113.${counter}`
  mockRequest.uid = null
  mockRequest.emailVerified = true
  mockRequest.cookies = new Map()
})

describe('confirmByLinkAction', () => {
  it('confirms with the token alone, signed out; the second press is told it is done already', async () => {
    const id = await placedOrder(db)
    await expect(confirmByLinkAction(null, form({ token: linkFor(id) }))).resolves.toMatchObject({
      ok: true,
      code: 'confirm-done',
    })
    expect((await storedOrder(db, id)).status).toBe('confirmed')
    await expect(confirmByLinkAction(null, form({ token: linkFor(id) }))).resolves.toEqual({
      ok: false,
      code: 'confirm-already',
    })
  })

  it('refuses a forged token and a missing one, changing nothing', async () => {
    const id = await placedOrder(db)
    const forged = signConfirmToken('another-secret-that-is-also-32-characters-long', id, new Date())
    await expect(confirmByLinkAction(null, form({ token: forged }))).resolves.toEqual({
      ok: false,
      code: 'confirm-invalid',
    })
    await expect(confirmByLinkAction(null, form({}))).resolves.toMatchObject({
      ok: false,
      code: 'invalid-input',
    })
    expect((await storedOrder(db, id)).status).toBe('placed')
  })

  it('stops an address past its presses before confirming anything', async () => {
    const id = await placedOrder(db)
    for (let press = 0; press < RATE_RULES.confirmLinksPerAddress.limit; press += 1) {
      await confirmByLinkAction(null, form({ token: 'v1.nonsense' }))
    }
    await expect(confirmByLinkAction(null, form({ token: linkFor(id) }))).resolves.toEqual({
      ok: false,
      code: 'confirm-too-many',
    })
    expect((await storedOrder(db, id)).status).toBe('placed')
  })
})

describe('confirmOnOrderPageAction', () => {
  it('confirms for the signed-in owner whose address is verified, and refreshes the page', async () => {
    const id = await placedOrder(db)
    mockRequest.uid = OWNER
    await expect(confirmOnOrderPageAction(null, form({ orderId: id }))).resolves.toMatchObject({ ok: true })
    expect((await storedOrder(db, id)).status).toBe('confirmed')
    expect(mockRefresh).toHaveBeenCalledTimes(1)
  })

  it('refuses the owner whose address is not verified: only the e-mail link proves it is hers', async () => {
    const id = await placedOrder(db)
    mockRequest.uid = OWNER
    mockRequest.emailVerified = false
    await expect(confirmOnOrderPageAction(null, form({ orderId: id }))).resolves.toMatchObject({ ok: false })
    expect((await storedOrder(db, id)).status).toBe('placed')
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it("refuses a guest order, even in the browser holding its proof: a guest confirms from the e-mail's link", async () => {
    const id = await placedOrder(db)
    await db.collection(ORDERS_COLLECTION).doc(id).update({ uid: null })
    await expect(confirmOnOrderPageAction(null, form({ orderId: id }))).resolves.toMatchObject({ ok: false })
    mockRequest.cookies.set(ORDER_PROOF_COOKIE, encodeOrderProof(orderProofSecret(), [{ id, source: 'owner' }]))
    await expect(confirmOnOrderPageAction(null, form({ orderId: id }))).resolves.toMatchObject({ ok: false })
    expect((await storedOrder(db, id)).status).toBe('placed')
    expect(mockRefresh).not.toHaveBeenCalled()
    // The link still confirms it.
    await expect(confirmByLinkAction(null, form({ token: linkFor(id) }))).resolves.toMatchObject({ ok: true })
    expect((await storedOrder(db, id)).status).toBe('confirmed')
  })

  it("refuses someone else's account and refreshes nothing", async () => {
    const id = await placedOrder(db)
    mockRequest.uid = 'someone-else'
    await expect(confirmOnOrderPageAction(null, form({ orderId: id }))).resolves.toMatchObject({ ok: false })
    expect((await storedOrder(db, id)).status).toBe('placed')
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it('stops a guest browser past its presses', async () => {
    const id = await placedOrder(db)
    for (let press = 0; press < RATE_RULES.orderConfirmsPerShopper.limit; press += 1) {
      await confirmOnOrderPageAction(null, form({ orderId: 'no-such-order' }))
    }
    mockRequest.cookies.set(ORDER_PROOF_COOKIE, encodeOrderProof(orderProofSecret(), [{ id, source: 'owner' }]))
    await db.collection(ORDERS_COLLECTION).doc(id).update({ uid: null })
    await expect(confirmOnOrderPageAction(null, form({ orderId: id }))).resolves.toEqual({
      ok: false,
      code: 'confirm-too-many',
    })
    expect((await storedOrder(db, id)).status).toBe('placed')
  })
})
