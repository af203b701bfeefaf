jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminAuth: () => ({}) }))
jest.mock('@/lib/auth/profile', () => ({}))
const mockCheck = jest.fn()
const mockRevoke = jest.fn()
jest.mock('@/lib/auth/session', () => ({
  checkSessionCookie: (...args: unknown[]) => mockCheck(...args),
  revokeSessions: (...args: unknown[]) => mockRevoke(...args),
  loadAppUser: jest.fn(),
  openSession: jest.fn(),
}))

import { endSession } from './session-exchange'

const T = Date.parse('2026-12-07T19:20:01.000Z')

beforeEach(() => {
  jest.useFakeTimers({ now: T + 300, doNotFake: ['nextTick', 'setImmediate'] })
  mockCheck.mockReset()
  mockRevoke.mockReset().mockResolvedValue(undefined)
})
afterEach(() => jest.useRealTimers())

describe('signing out', () => {
  it('revokes again after the second a session signed in during, which revocation alone would keep', async () => {
    mockCheck.mockResolvedValue({ status: 'valid', decoded: { uid: 'u1', auth_time: T / 1000 } })
    const ended = endSession('cookie')
    await jest.advanceTimersByTimeAsync(2000)
    await ended
    expect(mockRevoke).toHaveBeenCalledTimes(2)
    expect(mockRevoke).toHaveBeenLastCalledWith('u1')
  })

  it('revokes once for a session signed in an earlier second, and not at all without one', async () => {
    mockCheck.mockResolvedValue({ status: 'valid', decoded: { uid: 'u1', auth_time: T / 1000 - 60 } })
    await endSession('cookie')
    expect(mockRevoke).toHaveBeenCalledTimes(1)
    mockCheck.mockResolvedValue({ status: 'invalid' })
    await endSession('other')
    expect(mockRevoke).toHaveBeenCalledTimes(1)
  })
})
