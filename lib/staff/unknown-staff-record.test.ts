jest.mock('server-only', () => ({}))
const mockOrder = jest.fn()
const mockLink = jest.fn()
jest.mock('./staff-order-reads', () => ({ readStaffOrder: (id: string) => mockOrder(id) }))
jest.mock('@/lib/campaigns/campaign-reads', () => ({ readShortLink: (code: string) => mockLink(code) }))

import { products } from '@/data/products'
import { isUnknownStaffRecord } from './unknown-staff-record'

beforeEach(() => {
  mockOrder.mockReset().mockImplementation(async (id: string) => (id === 'known' ? { id } : null))
  mockLink.mockReset().mockResolvedValue(null)
})

describe('a back-office page for something that does not exist', () => {
  it('is an order, a packing slip, a product or a link that names nothing', async () => {
    expect(await isUnknownStaffRecord('/staff/orders/missing')).toBe(true)
    expect(await isUnknownStaffRecord('/staff/orders/missing/slip')).toBe(true)
    expect(await isUnknownStaffRecord('/staff/stock/999999')).toBe(true)
    expect(await isUnknownStaffRecord('/staff/stock/abc')).toBe(true)
    expect(await isUnknownStaffRecord('/staff/links/zzzzzzz')).toBe(true)
  })

  it('is not one that exists, nor a page with no id, nor one whose read failed', async () => {
    expect(await isUnknownStaffRecord('/staff/orders/known')).toBe(false)
    expect(await isUnknownStaffRecord(`/staff/stock/${products[0]?.id}`)).toBe(false)
    expect(await isUnknownStaffRecord('/staff')).toBe(false)
    expect(await isUnknownStaffRecord('/staff/stock')).toBe(false)
    mockOrder.mockRejectedValue(new Error('Firestore is down'))
    expect(await isUnknownStaffRecord('/staff/orders/missing')).toBe(false)
  })
})
