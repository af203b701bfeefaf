jest.mock('server-only', () => ({}))
const mockRefresh = jest.fn()
const mockRevalidateTag = jest.fn()
jest.mock('next/cache', () => ({
  refresh: () => mockRefresh(),
  revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args),
}))
// The account's e-mail, stored on its orders, comes from the verified session.
jest.mock('@/lib/auth/session', () => ({ getSession: async () => ({ email: 'Ayesha@Example.com' }) }))
jest.mock('@/lib/shopper/shopper-for-change', () => ({ shopperForChange: async () => 'shopper-1' }))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
jest.mock('@/lib/rate-limit/request-address', () => ({ currentClientAddress: async () => '203.0.113.9' }))
jest.mock('@/lib/address-book/address-book-store', () => ({ rememberOrderAddress: async () => {} }))
const mockTellStaff = jest.fn(async () => 1)
jest.mock('@/lib/staff/order-digest', () => ({ sendStaffOrderDigest: () => mockTellStaff() }))
jest.mock('@/lib/auth/session', () => ({
  getSession: async () => ({ uid: 'shopper-1', email: 'Ayesha.Khan@Example.com' }),
}))
const mockPlace = jest.fn()
// The campaign cookie, read inside the action (lib/campaigns/order-attribution.ts).
const WHATSAPP = { campaign: 'eid-abayas', channel: 'whatsapp', landing: '/clothing/abayas' }
jest.mock('@/lib/campaigns/order-attribution', () => ({ currentOrderCampaign: async () => WHATSAPP }))
const mockStamp = jest.fn()
// A placed order empties the account's bag: the browser's data stamp must change (lib/shopper/account-data-stamp.ts).
jest.mock('@/lib/shopper/account-data-stamp', () => ({ stampAccountChange: (uid: string) => mockStamp(uid) }))
jest.mock('./placing/place-order-core', () => ({
  placeOrderInTransaction: (...args: unknown[]) => mockPlace(...args),
}))

import { formMessage } from '@/lib/i18n/form-message-texts'
import { placeOrder } from './actions'

const ZOD_WORDING = /expected|received|Too (small|big)|Invalid (input|option)|Required/i

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

const good = {
  fullName: 'Ayesha Khan',
  mobile: '0300 1234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '',
  paymentMethod: 'cod',
  promoCode: '',
  idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
}

function shownMessages(result: Awaited<ReturnType<typeof placeOrder>>): string[] {
  if (result.ok) return []
  const fields = Object.values(result.fieldErrors ?? {}).flatMap((code) =>
    code ? [formMessage('en', { code })] : [],
  )
  return [formMessage('en', result), ...fields]
}

beforeEach(() => jest.clearAllMocks())

describe('placeOrder with a malformed form', () => {
  it.each<[string, unknown]>([
    ['an empty form', new FormData()],
    ['a form of junk', form({ fullName: '', mobile: 'abc', province: 'Atlantis', idempotencyKey: 'x' })],
    ['an over-long promo code', form({ ...good, promoCode: 'X'.repeat(500) })],
    ['a string instead of a form', 'fullName=Ayesha'],
    ['nothing at all', undefined],
    ['a plain object', { ...good }],
  ])('answers %s with words for shoppers and places nothing', async (_name, input) => {
    const result = await placeOrder(input as FormData)
    expect(result.ok).toBe(false)
    const messages = shownMessages(result)
    expect(messages.length).toBeGreaterThan(0)
    for (const message of messages) expect(message).not.toMatch(ZOD_WORDING)
    expect(mockPlace).not.toHaveBeenCalled()
  })

  it('names the problems in the shopper’s terms', async () => {
    const result = await placeOrder(form({ ...good, promoCode: 'X'.repeat(41), city: '' }))
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid-input',
      fieldErrors: {
        city: 'city-empty',
        promoCode: 'promo-long',
      },
    })
  })

  it('has a sentence even for input no form could send', async () => {
    const result = await placeOrder('junk' as unknown as FormData)
    expect(result).toMatchObject({ ok: false })
    expect(shownMessages(result)).toContain('Please enter your full name.')
  })
})

describe('placeOrder outcomes', () => {
  it('reports a reused key with another bag as a typed conflict, for the form to read the bag again', async () => {
    mockPlace.mockResolvedValue({ ok: false, code: 'conflict' })
    const result = await placeOrder(form(good))
    expect(result).toMatchObject({ ok: false, code: 'conflict' })
    // The checkout is a static page: the browser reads GET /api/checkout again (use-place-order.ts), so the
    // action re-renders no page.
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it('marks a stock refusal so the form can link to the bag', async () => {
    mockPlace.mockResolvedValue({ ok: false, code: 'out-of-stock', productName: 'Tunic', available: 1 })
    expect(await placeOrder(form(good))).toMatchObject({ ok: false, code: 'out-of-stock' })
  })

  it('marks a refused promo code with its reason', async () => {
    const refusal = { code: 'promo-first-order-only', promoCode: 'FATIN15' } as const
    mockPlace.mockResolvedValue({ ok: false, code: 'promo-refused', refusal })
    expect(await placeOrder(form({ ...good, promoCode: 'FATIN15' }))).toMatchObject({
      ok: false,
      code: 'promo-refused',
      refusal,
      values: { promoCode: 'FATIN15' },
    })
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it('places a good form, with the account e-mail from the session for staff searches', async () => {
    mockPlace.mockResolvedValue({ ok: true, orderId: good.idempotencyKey, repeated: false })
    expect(await placeOrder(form(good))).toEqual({ ok: true, orderId: good.idempotencyKey })
    expect(mockStamp).toHaveBeenCalledWith('shopper-1')
    expect(mockPlace).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ uid: 'shopper-1' }),
      expect.objectContaining({
        email: 'ayesha.khan@example.com',
        clientAddress: '203.0.113.9',
        // An account's order is attributed to the campaign that brought her, as a guest's is.
        campaign: WHATSAPP,
      }),
    )
  })

  it('expires the cached availability of the products the order took across zero or the low-stock line', async () => {
    mockPlace.mockResolvedValue({
      ok: true,
      orderId: good.idempotencyKey,
      repeated: false,
      stockMoves: [
        { productId: 3, before: 6, after: 5 },
        { productId: 4, before: 1, after: 0 },
        { productId: 5, before: 30, after: 29 },
      ],
    })
    expect(await placeOrder(form(good))).toEqual({ ok: true, orderId: good.idempotencyKey })
    expect(mockRevalidateTag.mock.calls).toEqual([
      ['stock-3', { expire: 0 }],
      ['stock-4', { expire: 0 }],
    ])
  })
})
