import { clearPersonalCache } from '@/lib/cache/personal-cache'
import { cachedAccountDocs, forgetAccountDocs, rememberAccountDocs } from './account-docs-cache'

jest.mock('server-only', () => ({}))

const T0 = Date.now()
const docs = { profile: null, cart: [{ productId: 1, color: null, size: null, quantity: 2 }], wishlist: [4] }

describe("a shopper's remembered documents", () => {
  beforeEach(clearPersonalCache)

  it('are given back only for the stamp they were read with, and only for 30 s', () => {
    rememberAccountDocs('u1', 'stamp-a', docs, T0)
    expect(cachedAccountDocs('u1', 'stamp-a', T0 + 29_000)).toEqual(docs)
    expect(cachedAccountDocs('u1', 'stamp-b', T0 + 1_000)).toBeNull()
    expect(cachedAccountDocs('u1', 'stamp-a', T0 + 31_000)).toBeNull()
    expect(cachedAccountDocs('u2', 'stamp-a', T0)).toBeNull()
  })

  it('are forgotten on request', () => {
    rememberAccountDocs('u1', '', docs, T0)
    forgetAccountDocs('u1')
    expect(cachedAccountDocs('u1', '', T0)).toBeNull()
  })
})
