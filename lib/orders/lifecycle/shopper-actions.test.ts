jest.mock('server-only', () => ({}))
const mockRefresh = jest.fn()
const mockRevalidateTag = jest.fn()
jest.mock('next/cache', () => ({
  refresh: () => mockRefresh(),
  revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args),
}))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
const mockUid = jest.fn()
jest.mock('@/lib/shopper/current-shopper', () => ({ currentUid: () => mockUid() }))
jest.mock('@/lib/shopper/write-limit', () => ({ guestId: async () => 'guest-1' }))
const mockProven = jest.fn()
jest.mock('@/lib/orders/proof/order-proof-cookie', () => ({ provenOrderIds: () => mockProven() }))
const mockLimit = jest.fn()
jest.mock('@/lib/rate-limit/rate-limit', () => ({ limit: (...args: unknown[]) => mockLimit(...args) }))
const mockChange = jest.fn()
jest.mock('./change-status', () => ({ changeOrderStatus: (...args: unknown[]) => mockChange(...args) }))

import { RATE_RULES } from '@/lib/rate-limit/rules'
import { cancelOrderAction } from './shopper-actions'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

beforeEach(() => {
  jest.clearAllMocks()
  mockUid.mockResolvedValue('shopper-1')
  mockProven.mockResolvedValue([])
  mockLimit.mockResolvedValue({ ok: true })
  mockChange.mockResolvedValue({ ok: true, status: 'cancelled', repeated: false })
})

describe('cancelOrderAction', () => {
  it('cancels as the signed-in shopper and refreshes the page', async () => {
    await expect(cancelOrderAction(null, form({ orderId: 'o1', requestId: 'r1' }))).resolves.toEqual({
      ok: true,
    })
    expect(mockChange).toHaveBeenCalledWith(
      {},
      {
        orderId: 'o1',
        to: 'cancelled',
        actor: { role: 'shopper', uid: 'shopper-1', provenOrderIds: [] },
        requestId: 'r1',
      },
    )
    expect(mockLimit).toHaveBeenCalledWith(
      { kind: 'account', uid: 'shopper-1' },
      RATE_RULES.orderCancelsPerShopper,
    )
    expect(mockRefresh).toHaveBeenCalled()
  })

  it('lets a guest cancel with the order ids their proof cookie lists, counted per guest cookie', async () => {
    mockUid.mockResolvedValue(null)
    mockProven.mockResolvedValue(['o1'])
    await expect(cancelOrderAction(null, form({ orderId: 'o1' }))).resolves.toEqual({ ok: true })
    expect(mockChange).toHaveBeenCalledWith(
      {},
      { orderId: 'o1', to: 'cancelled', actor: { role: 'shopper', uid: null, provenOrderIds: ['o1'] } },
    )
    expect(mockLimit).toHaveBeenCalledWith(
      { kind: 'guest', id: 'guest-1' },
      RATE_RULES.orderCancelsPerShopper,
    )
  })

  it('stops a shopper over the limit before any transaction', async () => {
    mockLimit.mockResolvedValue({ ok: false, retryAfterSeconds: 60 })
    await expect(cancelOrderAction(null, form({ orderId: 'o1' }))).resolves.toEqual({
      ok: false,
      code: 'too-many-changes',
    })
    expect(mockChange).not.toHaveBeenCalled()
  })

  it('passes a refusal on as its code', async () => {
    mockChange.mockResolvedValue({ ok: false, reason: 'not-allowed', code: 'cancel-after-shipping' })
    await expect(cancelOrderAction(null, form({ orderId: 'o1' }))).resolves.toMatchObject({
      ok: false,
      code: 'cancel-after-shipping',
    })
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it('refuses a form without an order', async () => {
    const result = await cancelOrderAction(null, form({}))
    expect(result.ok).toBe(false)
    expect(mockUid).not.toHaveBeenCalled()
  })
})
