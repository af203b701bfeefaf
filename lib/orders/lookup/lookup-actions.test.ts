jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
jest.mock('@/lib/orders/proof/order-proof-secret', () => ({
  orderProofSecret: () => 'test-secret-of-at-least-32-characters!',
}))

const ORDER_ID = '3f2b9c1a-7d4e-4b8a-9c2d-1e5f6a7b8c9d'
// The one order there is: FT-3F2B9C1A, placed by a guest with 0300 1234567.
jest.mock('./order-lookup', () => ({
  ...jest.requireActual('./order-lookup'),
  findGuestOrder: async (_db: unknown, number: string, mobile: string) =>
    number === 'FT-3F2B9C1A' && mobile === '+923001234567' ? ORDER_ID : null,
}))

let mockAddress = '203.0.113.1'
const mockCookies = new Map<string, string>()
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-shop-connection-address': mockAddress }),
  cookies: async () => ({
    get: (name: string) => (mockCookies.has(name) ? { value: mockCookies.get(name) } : undefined),
    set: (name: string, value: string) => mockCookies.set(name, value),
  }),
}))
class Redirect extends Error {
  constructor(readonly url: string) {
    super('NEXT_REDIRECT')
  }
}
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url)
  },
  unstable_rethrow: (error: unknown) => {
    if (error instanceof Redirect) throw error
  },
}))

import { lookUpOrderAction } from './lookup-actions'
import { decodeOrderProof, ORDER_PROOF_COOKIE } from '@/lib/orders/proof/order-proof'

function form(orderNumber: string, mobile: string) {
  const data = new FormData()
  data.set('orderNumber', orderNumber)
  data.set('mobile', mobile)
  return data
}

const lookUp = (orderNumber: string, mobile: string) => lookUpOrderAction(null, form(orderNumber, mobile))

beforeEach(() => mockCookies.clear())

describe('the guest order lookup', () => {
  it('gives a wrong number and a wrong mobile exactly the same answer, and proves nothing', async () => {
    mockAddress = '203.0.113.10'
    const wrongNumber = await lookUp('FT-3F2B9C1B', '0300 1234567')
    const wrongMobile = await lookUp('FT-3F2B9C1A', '0300 1234568')
    expect(wrongNumber).toEqual({ ok: false, code: 'order-not-found', values: expect.any(Object) })
    expect({ ...wrongMobile, values: null }).toEqual({ ...wrongNumber, values: null })
    expect(mockCookies.has(ORDER_PROOF_COOKIE)).toBe(false)
  })

  it('opens the order for the right pair, however the number and mobile are typed', async () => {
    mockAddress = '203.0.113.11'
    await expect(lookUp(' ft-3f2b 9c1a ', '+92 300 123 4567')).rejects.toEqual(
      new Redirect(`/orders/${ORDER_ID}`),
    )
    const proof = mockCookies.get(ORDER_PROOF_COOKIE)
    expect(decodeOrderProof('test-secret-of-at-least-32-characters!', proof)).toEqual([ORDER_ID])
  })

  it('allows 10 tries per address in 10 minutes, then refuses even the right pair', async () => {
    mockAddress = '203.0.113.12'
    for (let i = 0; i < 10; i += 1) {
      expect(await lookUp(`FT-0000000${i}`, '0300 1234567')).toMatchObject({ code: 'order-not-found' })
    }
    expect(await lookUp('FT-3F2B9C1A', '0300 1234567')).toMatchObject({ ok: false, code: 'too-many-lookups' })
    expect(mockCookies.has(ORDER_PROOF_COOKIE)).toBe(false)
    // A shopper elsewhere is not held up.
    mockAddress = '203.0.113.13'
    await expect(lookUp('FT-3F2B9C1A', '0300 1234567')).rejects.toBeInstanceOf(Redirect)
  })

  it('allows 10 tries an hour on one order number between all addresses, then refuses even the right pair', async () => {
    for (let i = 0; i < 10; i += 1) {
      mockAddress = `2001:db8:${i}::1`
      expect(await lookUp('FT-7C0CA02E', `0300 12345${String(i).padStart(2, '0')}`)).toMatchObject({
        code: 'order-not-found',
      })
    }
    mockAddress = '2001:db8:99::1'
    expect(await lookUp('FT-7C0CA02E', '0300 1234567')).toMatchObject({ ok: false, code: 'too-many-lookups' })
    // Another order's number is not held up.
    await expect(lookUp('FT-3F2B9C1A', '0300 1234567')).rejects.toBeInstanceOf(Redirect)
  })

  it('asks for a readable number before counting or looking anything up', async () => {
    mockAddress = '203.0.113.14'
    expect(await lookUp('my order', '0300 1234567')).toMatchObject({
      ok: false,
      fieldErrors: { orderNumber: 'order-number-invalid' },
    })
  })
})
