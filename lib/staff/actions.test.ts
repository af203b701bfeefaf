jest.mock('server-only', () => ({}))
const mockRefresh = jest.fn()
jest.mock('next/cache', () => ({ refresh: () => mockRefresh() }))
jest.mock('@/lib/firebase/admin', () => ({ adminDb: () => ({}) }))
const mockStaff = jest.fn()
jest.mock('@/lib/auth/staff', () => ({ currentStaff: () => mockStaff() }))
const mockChange = jest.fn()
jest.mock('@/lib/orders/lifecycle/change-status', () => ({
  changeOrderStatus: (...args: unknown[]) => mockChange(...args),
}))

import { changeOrderStepAction } from './actions'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

beforeEach(() => {
  jest.clearAllMocks()
  mockChange.mockResolvedValue({ ok: true, status: 'confirmed', repeated: false })
})

describe('changeOrderStepAction', () => {
  it('refuses a shopper (no staff claim) and changes nothing', async () => {
    mockStaff.mockResolvedValue(null)
    const result = await changeOrderStepAction(null, form({ orderId: 'o1', to: 'confirmed' }))
    expect(result).toEqual({ ok: false, code: 'not-staff' })
    expect(mockChange).not.toHaveBeenCalled()
    expect(mockRefresh).not.toHaveBeenCalled()
  })

  it('makes the change as the staff member from the session, never a uid from the form', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: 'staff@fatin.test' })
    const result = await changeOrderStepAction(
      null,
      form({ orderId: 'o1', to: 'shipped', courier: ' TCS ', tracking: '77', uid: 'someone-else' }),
    )
    expect(result).toEqual({ ok: true })
    expect(mockChange).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        orderId: 'o1',
        to: 'shipped',
        actor: { role: 'staff', uid: 'staff-1' },
        shipment: { courier: 'TCS', tracking: '77' },
      }),
    )
    expect(mockRefresh).toHaveBeenCalled()
  })

  it('names the missing shipping fields', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: null })
    mockChange.mockResolvedValue({ ok: false, reason: 'needs-shipment', code: 'needs-shipment' })
    const result = await changeOrderStepAction(null, form({ orderId: 'o1', to: 'shipped', courier: 'TCS' }))
    expect(result).toEqual({
      ok: false,
      reason: 'needs-shipment',
      code: 'needs-shipment',
      fieldErrors: { tracking: 'tracking-missing' },
    })
  })

  it('refuses a status that does not exist before asking who is there', async () => {
    const result = await changeOrderStepAction(null, form({ orderId: 'o1', to: 'lost' }))
    expect(result.ok).toBe(false)
    expect(mockStaff).not.toHaveBeenCalled()
    expect(mockChange).not.toHaveBeenCalled()
  })
})
