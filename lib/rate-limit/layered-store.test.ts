import { LayeredRateLimitStore } from './layered-store'
import { MemoryRateLimitStore } from './memory-store'
import type { RateDecision, RateLimitStore } from './types'

const rule = { id: 'test', limit: 3, windowSeconds: 600 }

/** A shared store that counts its calls and answers with `answer`. */
function countingStore(answer: () => Promise<RateDecision>) {
  const store = { calls: 0, hit: () => (store.calls++, answer()) }
  return store satisfies RateLimitStore
}

describe('LayeredRateLimitStore', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}))
  afterEach(() => jest.useRealTimers())

  it("passes the instance's allowed hits to the shared store and takes its answer", async () => {
    const shared = countingStore(async () => ({ ok: false, retryAfterSeconds: 42 }))
    const store = new LayeredRateLimitStore(new MemoryRateLimitStore(), shared)
    expect(await store.hit('k', rule, 1_000)).toEqual({ ok: false, retryAfterSeconds: 42 })
    expect(shared.calls).toBe(1)
  })

  it('refuses a burst past the limit without asking the shared store', async () => {
    const shared = countingStore(async () => ({ ok: true }))
    const store = new LayeredRateLimitStore(new MemoryRateLimitStore(), shared)
    const decisions = await Promise.all(Array.from({ length: 300 }, () => store.hit('k', rule, 1_000)))
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(3)
    expect(shared.calls).toBe(3)
    expect(await store.hit('other key', rule, 1_000)).toEqual({ ok: true })
  })

  it("lets only the instance's own limit through while the shared store hangs", async () => {
    jest.useFakeTimers()
    const shared = countingStore(() => new Promise(() => {}))
    const store = new LayeredRateLimitStore(new MemoryRateLimitStore(), shared, 100)
    const pending = Promise.all(Array.from({ length: 50 }, () => store.hit('k', rule, 1_000)))
    await jest.advanceTimersByTimeAsync(100)
    const decisions = await pending
    expect(decisions.filter((decision) => decision.ok)).toHaveLength(3)
    expect(decisions.filter((decision) => !decision.ok)).toHaveLength(47)
  })

  it("lets the instance's own count decide while the shared store fails", async () => {
    const shared = countingStore(() => Promise.reject(new Error('unavailable')))
    const store = new LayeredRateLimitStore(new MemoryRateLimitStore(), shared)
    const decisions = []
    for (let i = 0; i < 5; i++) decisions.push(await store.hit('k', rule, 1_000))
    expect(decisions.map((decision) => decision.ok)).toEqual([true, true, true, false, false])
  })
})
