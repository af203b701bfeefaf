jest.mock('server-only', () => ({}))
jest.mock('next/server', () => ({ connection: async () => undefined }))
const mockGetSession = jest.fn()
jest.mock('./session', () => ({ getSession: () => mockGetSession() }))

import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'
import { currentStaff } from './staff'
import { hasStaffClaim } from './staff-claim'

describe('hasStaffClaim', () => {
  it('is true only for the claim staff: true', () => {
    expect(hasStaffClaim({ staff: true })).toBe(true)
    expect(hasStaffClaim({ staff: 'true' })).toBe(false)
    expect(hasStaffClaim({ staff: 1 })).toBe(false)
    expect(hasStaffClaim({})).toBe(false)
    expect(hasStaffClaim(null)).toBe(false)
    expect(hasStaffClaim(undefined)).toBe(false)
  })
})

describe('currentStaff', () => {
  it('names a staff member from the verified session', async () => {
    mockGetSession.mockResolvedValue({ uid: 's1', email: 'staff@fatin.test', staff: true })
    await expect(currentStaff()).resolves.toEqual({ uid: 's1', email: 'staff@fatin.test' })
  })

  it('is null for a shopper and for a signed-out visitor', async () => {
    mockGetSession.mockResolvedValue({ uid: 'u1', email: 'a@b.pk' })
    await expect(currentStaff()).resolves.toBeNull()
    mockGetSession.mockResolvedValue(null)
    await expect(currentStaff()).resolves.toBeNull()
  })

  it('lets an Auth outage through as an outage, not as "not staff"', async () => {
    mockGetSession.mockRejectedValue(new ServiceUnavailableError('auth', 'verify session cookie', 'timeout'))
    await expect(currentStaff()).rejects.toMatchObject({ code: 'fatin/service-unavailable' })
  })
})
