import { ORDER_LINK_TTL_MS, signOrderLinkToken, verifyOrderLinkToken } from './order-link-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const ORDER = '3f2b9c1a-7d4e-4b8a-9c2d-1e5f6a7b8c9d'
const ISSUED = new Date('2026-12-01T10:00:00Z')

describe('order link tokens', () => {
  it('open the order they were signed for, for a year', () => {
    const token = signOrderLinkToken(SECRET, ORDER, ISSUED)
    expect(verifyOrderLinkToken(SECRET, token, new Date(ISSUED.getTime() + 60_000))).toBe(ORDER)
    expect(
      verifyOrderLinkToken(SECRET, token, new Date(ISSUED.getTime() + ORDER_LINK_TTL_MS + 60_000)),
    ).toBeNull()
  })

  it('cannot be made without the secret, moved to another order, or used as another kind of link', () => {
    const token = signOrderLinkToken(SECRET, ORDER, ISSUED)
    const now = new Date(ISSUED.getTime() + 60_000)
    expect(verifyOrderLinkToken('another-secret-that-is-at-least-32-characters', token, now)).toBeNull()
    const moved = token.replace(ORDER, '00000000-0000-4000-8000-000000000000')
    expect(verifyOrderLinkToken(SECRET, moved, now)).toBeNull()
    expect(verifyOrderLinkToken(SECRET, token.replace(/^o1\./, 'v1.'), now)).toBeNull()
    expect(verifyOrderLinkToken(SECRET, 'o1.nonsense', now)).toBeNull()
  })
})
