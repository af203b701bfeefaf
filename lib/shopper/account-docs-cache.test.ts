import { cachedAccountDocs, forgetAccountDocs, rememberAccountDocs } from './account-docs-cache'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/auth/account-standing', () => ({ PAGE_VIEW_STANDING_MS: 30_000 }))

const T0 = Date.UTC(2026, 10, 28, 12)
const docs = { profile: null, cart: [{ productId: 1, color: null, size: null, quantity: 2 }], wishlist: [4] }

describe("a shopper's remembered documents", () => {
  beforeEach(() => forgetAccountDocs('u1'))

  it('are given back only for the stamp they were read with, and only for 30 s', () => {
    rememberAccountDocs('u1', 'stamp-a', docs, T0)
    expect(cachedAccountDocs('u1', 'stamp-a', T0 + 29_000)).toEqual(docs)
    expect(cachedAccountDocs('u1', 'stamp-b', T0 + 1_000)).toBeNull()
    expect(cachedAccountDocs('u1', 'stamp-a', T0 + 31_000)).toBeNull()
    expect(cachedAccountDocs('u2', 'stamp-a', T0)).toBeNull()
  })

  it('are forgotten after a change made on this server', () => {
    rememberAccountDocs('u1', '', docs, T0)
    forgetAccountDocs('u1')
    expect(cachedAccountDocs('u1', '', T0)).toBeNull()
  })
})
