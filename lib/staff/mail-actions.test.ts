jest.mock('server-only', () => ({}))
const mockRefresh = jest.fn()
jest.mock('next/cache', () => ({ refresh: () => mockRefresh() }))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
const mockStaff = jest.fn()
jest.mock('@/lib/auth/staff', () => ({ currentStaff: () => mockStaff() }))
const mockLimit = jest.fn()
jest.mock('@/lib/rate-limit/rate-limit', () => ({ limit: (...args: unknown[]) => mockLimit(...args) }))
const mockResend = jest.fn()
jest.mock('@/lib/mail/resend-confirmation', () => ({
  resendConfirmation: (...args: unknown[]) => mockResend(...args),
}))

import { RATE_RULES } from '@/lib/rate-limit/rules'
import { resendConfirmationAction } from './mail-actions'

/** "Resend confirmation e-mail": staff only, counted per staff account, and the order decides the rest. */
function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

beforeEach(() => {
  jest.clearAllMocks()
  mockLimit.mockResolvedValue({ ok: true })
  mockResend.mockResolvedValue({ ok: true, mailId: 'm1' })
})

describe('resendConfirmationAction', () => {
  it('refuses anyone without the staff claim, and sends nothing', async () => {
    mockStaff.mockResolvedValue(null)
    expect(await resendConfirmationAction(null, form({ orderId: 'o1' }))).toEqual({
      ok: false,
      code: 'not-staff',
    })
    expect(mockResend).not.toHaveBeenCalled()
  })

  it('counts each press against the staff account and stops at the limit', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: null })
    mockLimit.mockResolvedValue({ ok: false, retryAfterSeconds: 60 })
    expect(await resendConfirmationAction(null, form({ orderId: 'o1' }))).toEqual({
      ok: false,
      code: 'rate-limited',
    })
    expect(mockLimit).toHaveBeenCalledWith(
      { kind: 'account', uid: 'staff-1' },
      RATE_RULES.confirmationResendsPerStaff,
    )
    expect(mockResend).not.toHaveBeenCalled()
  })

  it('resends for the order and refreshes the page; passes on why it could not', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: null })
    expect(await resendConfirmationAction(null, form({ orderId: 'o1' }))).toEqual({ ok: true })
    expect(mockResend).toHaveBeenCalledWith({}, 'o1')
    expect(mockRefresh).toHaveBeenCalledTimes(1)

    mockResend.mockResolvedValue({ ok: false, code: 'order-not-placed' })
    expect(await resendConfirmationAction(null, form({ orderId: 'o1' }))).toEqual({
      ok: false,
      code: 'order-not-placed',
    })
    expect(mockRefresh).toHaveBeenCalledTimes(1)
  })
})
