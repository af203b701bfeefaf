jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
jest.mock('@/lib/orders/proof/order-proof-secret', () => ({ orderProofSecret: () => 'secret' }))
const mockLimit = jest.fn()
jest.mock('@/lib/rate-limit/rate-limit', () => ({ limit: (...args: unknown[]) => mockLimit(...args) }))
const mockConfirm = jest.fn()
jest.mock('@/lib/orders/confirmation/confirm-order', () => ({
  confirmOrderByLink: (...args: unknown[]) => mockConfirm(...args),
}))

import { NextRequest } from 'next/server'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'
import { CONFIRM_LOCALE_HEADER } from '@/lib/orders/confirmation/confirm-link-route'
import { POST } from './route'

const post = (token: string, lang = 'en') =>
  POST(
    new NextRequest(`http://localhost:3000/api/orders/confirm/${token}`, {
      method: 'POST',
      headers: { [CONFIRM_LOCALE_HEADER]: lang },
    }),
    {
      params: Promise.resolve({ token }),
    },
  )

beforeEach(() => {
  jest.clearAllMocks()
  mockLimit.mockResolvedValue({ ok: true })
  mockConfirm.mockResolvedValue({ code: 'confirm-done', at: '2026-11-28T10:00:00.000Z' })
})

describe('POST /api/orders/confirm/{token} (the form sent without JavaScript)', () => {
  it("confirms with the token and sends the shopper to the answer's page in her language", async () => {
    const response = await post('v1.t', 'ur')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/ur/orders/confirm/answer/confirmed')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(mockConfirm).toHaveBeenCalledWith({}, 'secret', 'v1.t', expect.any(Date))
    expect(mockLimit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'address' }),
      RATE_RULES.confirmLinksPerAddress,
    )
  })

  it('answers each refusal with its page, and stops an address over the limit before reading anything', async () => {
    mockConfirm.mockResolvedValue({ code: 'confirm-invalid' })
    expect((await post('forged')).headers.get('location')).toBe('/orders/confirm/not-valid')
    mockConfirm.mockRejectedValue(new ServiceUnavailableError('firestore', 'change order status', 'timeout'))
    expect((await post('v1.t')).headers.get('location')).toBe('/orders/confirm/answer/unavailable')
    mockConfirm.mockClear()
    mockLimit.mockResolvedValue({ ok: false, retryAfterSeconds: 60 })
    expect((await post('v1.t')).headers.get('location')).toBe('/orders/confirm/answer/too-many')
    expect(mockConfirm).not.toHaveBeenCalled()
  })
})
