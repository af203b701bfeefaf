import { hashedKey, limit } from './rate-limit'
import { MemoryRateLimitStore } from './memory-store'
import type { RateLimitStore } from './types'

const rule = { id: 'test', limit: 2, windowSeconds: 60 }

describe('limit', () => {
  afterEach(() => jest.useRealTimers())

  it('counts a key under a rule and refuses past the limit', async () => {
    const store = new MemoryRateLimitStore()
    const key = { kind: 'account', uid: 'u1' } as const
    expect(await limit(key, rule, store)).toEqual({ ok: true })
    expect(await limit(key, rule, store)).toEqual({ ok: true })
    expect(await limit(key, rule, store)).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) })
    expect(await limit({ kind: 'account', uid: 'u2' }, rule, store)).toEqual({ ok: true })
  })

  it('keys differ by rule and by kind, and never show what they were made from', () => {
    const email = { kind: 'email', email: 'amina@example.com' } as const
    expect(hashedKey(email, rule)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashedKey(email, rule)).not.toBe(hashedKey(email, { ...rule, id: 'other' }))
    expect(hashedKey({ kind: 'account', uid: 'x' }, rule)).not.toBe(
      hashedKey({ kind: 'guest', id: 'x' }, rule),
    )
    expect(hashedKey({ kind: 'address', address: null }, rule)).toBe(
      hashedKey({ kind: 'address', address: null }, rule),
    )
  })

  it('lets the action through when the store fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('unavailable')) }
    expect(await limit({ kind: 'account', uid: 'u1' }, rule, broken)).toEqual({ ok: true })
  })

  it('lets the action through when the store does not answer in time', async () => {
    jest.useFakeTimers()
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const hanging: RateLimitStore = { hit: () => new Promise(() => {}) }
    const decision = limit({ kind: 'account', uid: 'u1' }, rule, hanging)
    await jest.advanceTimersByTimeAsync(2500)
    expect(await decision).toEqual({ ok: true })
  })
})
