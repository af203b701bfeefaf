import { MemoryRateLimitStore } from './memory-store'

const rule = { id: 'test', limit: 3, windowSeconds: 60 }
const T0 = 1_700_000_000_000

describe('MemoryRateLimitStore', () => {
  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const store = new MemoryRateLimitStore()
    for (let i = 0; i < 3; i += 1) expect(await store.hit('k', rule, T0 + i * 1000)).toEqual({ ok: true })
    expect(await store.hit('k', rule, T0 + 10_000)).toEqual({ ok: false, retryAfterSeconds: 50 })
    expect(await store.hit('k', rule, T0 + 59_500)).toEqual({ ok: false, retryAfterSeconds: 1 })
  })

  it('opens a new window once the old one has passed', async () => {
    const store = new MemoryRateLimitStore()
    for (let i = 0; i < 4; i += 1) await store.hit('k', rule, T0)
    expect(await store.hit('k', rule, T0 + 60_000)).toEqual({ ok: true })
    expect(await store.hit('k', rule, T0 + 60_001)).toEqual({ ok: true })
  })

  it('counts each key and each rule apart', async () => {
    const store = new MemoryRateLimitStore()
    for (let i = 0; i < 3; i += 1) await store.hit('a', rule, T0)
    expect(await store.hit('a', rule, T0)).toMatchObject({ ok: false })
    expect(await store.hit('b', rule, T0)).toEqual({ ok: true })
  })

  it('refused hits do not extend the wait', async () => {
    const store = new MemoryRateLimitStore()
    for (let i = 0; i < 50; i += 1) await store.hit('k', rule, T0)
    expect(await store.hit('k', rule, T0 + 60_000)).toEqual({ ok: true })
  })

  it('forgets expired counters and never holds more than its cap', async () => {
    const store = new MemoryRateLimitStore(100)
    for (let i = 0; i < 250; i += 1) await store.hit(`key-${i}`, rule, T0)
    expect(store.size).toBe(100)
    // The newest keys are kept: key-249 is still counted.
    for (let i = 0; i < 2; i += 1) await store.hit('key-249', rule, T0)
    expect(await store.hit('key-249', rule, T0)).toMatchObject({ ok: false })

    // A minute later every window has passed; the next hit sweeps them away.
    await store.hit('fresh', rule, T0 + 120_000)
    expect(store.size).toBe(1)
  })
})
