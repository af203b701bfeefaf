jest.mock('server-only', () => ({}))
const mockRefresh = jest.fn()
jest.mock('next/cache', () => ({ refresh: () => mockRefresh() }))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
jest.mock('@/lib/orders/proof/order-proof-secret', () => ({ orderProofSecret: () => 'secret' }))
const mockUid = jest.fn()
jest.mock('@/lib/shopper/current-shopper', () => ({ currentUid: () => mockUid() }))
jest.mock('@/lib/shopper/write-limit', () => ({ guestId: async () => 'guest-1' }))
jest.mock('@/lib/orders/proof/order-proof-cookie', () => ({ provenOrderIds: async () => ['o1'] }))
jest.mock('@/lib/rate-limit/request-address', () => ({
  currentAddressKey: async () => ({ kind: 'address', address: '203.0.113.9' }),
}))
const mockLimit = jest.fn()
jest.mock('@/lib/rate-limit/rate-limit', () => ({ limit: (...args: unknown[]) => mockLimit(...args) }))
const mockByLink = jest.fn()
const mockAsShopper = jest.fn()
jest.mock('./confirm-order', () => ({
  confirmOrderByLink: (...args: unknown[]) => mockByLink(...args),
  confirmOrderAsShopper: (...args: unknown[]) => mockAsShopper(...args),
}))

import { RATE_RULES } from '@/lib/rate-limit/rules'
import { confirmByLinkAction, confirmOnOrderPageAction } from './confirm-actions'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
const AT = '2026-11-28T10:00:00.000Z'

beforeEach(() => {
  jest.clearAllMocks()
  mockLimit.mockResolvedValue({ ok: true })
  mockUid.mockResolvedValue(null)
  mockByLink.mockResolvedValue({ code: 'confirm-done', at: AT })
  mockAsShopper.mockResolvedValue({ code: 'confirm-done', at: AT })
})

describe('confirmByLinkAction', () => {
  it('confirms with the token alone, counted per client address', async () => {
    await expect(confirmByLinkAction(null, form({ token: 'v1.t' }))).resolves.toEqual({
      ok: true,
      code: 'confirm-done',
      at: AT,
    })
    expect(mockByLink).toHaveBeenCalledWith({}, 'secret', 'v1.t', expect.any(Date))
    expect(mockLimit).toHaveBeenCalledWith(
      { kind: 'address', address: '203.0.113.9' },
      RATE_RULES.confirmLinksPerAddress,
    )
  })

  it('stops an address over the limit before reading anything', async () => {
    mockLimit.mockResolvedValue({ ok: false, retryAfterSeconds: 60 })
    await expect(confirmByLinkAction(null, form({ token: 'v1.t' }))).resolves.toEqual({
      ok: false,
      code: 'confirm-too-many',
    })
    expect(mockByLink).not.toHaveBeenCalled()
  })

  it('passes a refusal on as its code, and refuses a missing token as bad input', async () => {
    mockByLink.mockResolvedValue({ code: 'confirm-expired' })
    await expect(confirmByLinkAction(null, form({ token: 'v1.t' }))).resolves.toEqual({
      ok: false,
      code: 'confirm-expired',
    })
    await expect(confirmByLinkAction(null, form({}))).resolves.toMatchObject({
      ok: false,
      code: 'invalid-input',
    })
  })
})

describe('confirmOnOrderPageAction', () => {
  it('confirms as the guest whose proof lists the order, counted per guest cookie, and refreshes the page', async () => {
    await expect(confirmOnOrderPageAction(null, form({ orderId: 'o1' }))).resolves.toMatchObject({ ok: true })
    expect(mockAsShopper).toHaveBeenCalledWith(
      {},
      'o1',
      { role: 'shopper', uid: null, provenOrderIds: ['o1'] },
      expect.any(Date),
    )
    expect(mockLimit).toHaveBeenCalledWith(
      { kind: 'guest', id: 'guest-1' },
      RATE_RULES.orderConfirmsPerShopper,
    )
    expect(mockRefresh).toHaveBeenCalled()
  })

  it('counts a signed-in owner per account, and refreshes nothing on a refusal', async () => {
    mockUid.mockResolvedValue('shopper-1')
    mockAsShopper.mockResolvedValue({ code: 'confirm-closed', status: 'shipped' })
    await expect(confirmOnOrderPageAction(null, form({ orderId: 'o1' }))).resolves.toEqual({
      ok: false,
      code: 'confirm-closed',
      status: 'shipped',
    })
    expect(mockLimit).toHaveBeenCalledWith(
      { kind: 'account', uid: 'shopper-1' },
      RATE_RULES.orderConfirmsPerShopper,
    )
    expect(mockRefresh).not.toHaveBeenCalled()
  })
})
