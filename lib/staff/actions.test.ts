jest.mock('server-only', () => ({}))
const mockRefresh = jest.fn()
const mockRevalidateTag = jest.fn()
jest.mock('next/cache', () => ({
  refresh: () => mockRefresh(),
  revalidateTag: (...args: unknown[]) => mockRevalidateTag(...args),
}))
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
      form({
        orderId: 'o1',
        to: 'shipped',
        courier: ' tcs ',
        tracking: '7794 1234 5678',
        uid: 'someone-else',
      }),
    )
    expect(result).toEqual({ ok: true })
    expect(mockChange).toHaveBeenCalledWith(
      {},
      expect.objectContaining({
        orderId: 'o1',
        to: 'shipped',
        actor: { role: 'staff', uid: 'staff-1' },
        shipment: { courier: 'tcs', tracking: '779412345678' },
      }),
    )
    expect(mockRefresh).toHaveBeenCalled()
  })

  it('names the missing shipping fields, and changes nothing', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: null })
    const result = await changeOrderStepAction(null, form({ orderId: 'o1', to: 'shipped', courier: 'tcs' }))
    expect(result).toEqual({
      ok: false,
      code: 'invalid-input',
      fieldErrors: { tracking: 'tracking-missing' },
    })
    const neither = await changeOrderStepAction(null, form({ orderId: 'o1', to: 'shipped' }))
    expect(neither).toMatchObject({
      fieldErrors: { courier: 'courier-missing', tracking: 'tracking-missing' },
    })
    expect(mockChange).not.toHaveBeenCalled()
  })

  it("refuses a courier not on the list, or a tracking number not in the courier's format, changing nothing", async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: null })
    const typed = await changeOrderStepAction(
      null,
      form({ orderId: 'o1', to: 'shipped', courier: 'TCS Overnight', tracking: '779412345678' }),
    )
    expect(typed).toEqual({ ok: false, code: 'invalid-input', fieldErrors: { courier: 'courier-unknown' } })
    for (const [courier, tracking] of [
      ['tcs', 'KI7512345678'],
      ['leopards', '779412345678'],
      ['pakistan-post', 'VPL1234'],
    ] as const) {
      const wrong = await changeOrderStepAction(
        null,
        form({ orderId: 'o1', to: 'shipped', courier, tracking }),
      )
      expect(wrong).toEqual({
        ok: false,
        code: 'invalid-input',
        fieldErrors: { tracking: 'tracking-format' },
      })
    }
    expect(mockChange).not.toHaveBeenCalled()
  })

  it('sends no shipment with an undo: only a delivered order can go back, with the shipment it had', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: null })
    await changeOrderStepAction(
      null,
      form({
        orderId: 'o1',
        to: 'shipped',
        undo: '1',
        courier: 'Totally Fake Courier',
        tracking: 'not a number',
      }),
    )
    const change = mockChange.mock.calls[0]?.[1] as Record<string, unknown>
    expect(change).toMatchObject({ orderId: 'o1', to: 'shipped' })
    expect(change).not.toHaveProperty('shipment')
  })

  it('expires the cached availability of a product a cancellation brought back from none', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: 'staff@fatin.test' })
    mockChange.mockResolvedValue({
      ok: true,
      status: 'cancelled',
      repeated: false,
      stockMoves: [
        { productId: 7, before: 0, after: 2 },
        { productId: 8, before: 20, after: 21 },
      ],
    })
    const result = await changeOrderStepAction(
      null,
      form({ orderId: 'o1', to: 'cancelled', cancelReason: 'out-of-stock' }),
    )
    expect(result).toEqual({ ok: true })
    expect(mockChange.mock.calls[0]?.[1]).toMatchObject({ to: 'cancelled', cancelReason: 'out-of-stock' })
    expect(mockRevalidateTag.mock.calls).toEqual([['stock-7', { expire: 0 }]])
  })

  it('asks why an order is cancelled, since the shopper is told', async () => {
    mockStaff.mockResolvedValue({ uid: 'staff-1', email: 'staff@fatin.test' })
    for (const cancelReason of [undefined, 'bored']) {
      const result = await changeOrderStepAction(
        null,
        form({ orderId: 'o1', to: 'cancelled', ...(cancelReason ? { cancelReason } : {}) }),
      )
      expect(result).toMatchObject({ ok: false, fieldErrors: { cancelReason: 'cancel-reason-missing' } })
    }
    expect(mockChange).not.toHaveBeenCalled()
  })

  it('refuses a status that does not exist before asking who is there', async () => {
    const result = await changeOrderStepAction(null, form({ orderId: 'o1', to: 'lost' }))
    expect(result.ok).toBe(false)
    expect(mockStaff).not.toHaveBeenCalled()
    expect(mockChange).not.toHaveBeenCalled()
  })
})
