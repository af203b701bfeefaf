import { clearPersonalCache, PERSONAL_CACHE_MS, personalShelf } from './personal-cache'

jest.mock('server-only', () => ({}))

const T0 = Date.now()

describe('the personal cache', () => {
  const names = personalShelf<string>('account')
  const bags = personalShelf<string>('docs')
  beforeEach(clearPersonalCache)

  it('gives an entry back only for the stamp it was read with', () => {
    names.remember('u1', 'stamp-a', 'Areeba', T0)
    expect(names.recall('u1', 'stamp-a', PERSONAL_CACHE_MS, T0 + 1)).toBe('Areeba')
    // The shopper changed something (on any instance): her browser carries a new stamp.
    expect(names.recall('u1', 'stamp-b', PERSONAL_CACHE_MS, T0 + 1)).toBeUndefined()
    expect(names.recall('u2', 'stamp-a', PERSONAL_CACHE_MS, T0 + 1)).toBeUndefined()
  })

  it('keeps nothing longer than PERSONAL_CACHE_MS, or than the caller allows', () => {
    names.remember('u1', '', 'Areeba', T0)
    expect(names.recall('u1', '', undefined, T0 + PERSONAL_CACHE_MS)).toBe('Areeba')
    expect(names.recall('u1', '', undefined, T0 + PERSONAL_CACHE_MS + 1)).toBeUndefined()
    expect(names.recall('u1', '', 10 * PERSONAL_CACHE_MS, T0 + PERSONAL_CACHE_MS + 1)).toBeUndefined()
    expect(names.recall('u1', '', 1_000, T0 + 1_001)).toBeUndefined()
  })

  it('keeps each kind apart, one entry per shopper, and forgets on request', () => {
    names.remember('u1', 's', 'Areeba', T0)
    bags.remember('u1', 's', 'one abaya', T0)
    names.remember('u1', 's2', 'Areeba Khan', T0)
    expect(names.recall('u1', 's', undefined, T0)).toBeUndefined()
    expect(names.recall('u1', 's2', undefined, T0)).toBe('Areeba Khan')
    expect(bags.recall('u1', 's', undefined, T0)).toBe('one abaya')
    // Forgetting only what a failed read left behind leaves a newer entry alone.
    names.forget('u1', 'Areeba')
    expect(names.recall('u1', 's2', undefined, T0)).toBe('Areeba Khan')
    names.forget('u1')
    expect(names.recall('u1', 's2', undefined, T0)).toBeUndefined()
    expect(bags.recall('u1', 's', undefined, T0)).toBe('one abaya')
  })
})
