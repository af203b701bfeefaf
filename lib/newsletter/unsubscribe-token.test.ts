import { createHmac } from 'node:crypto'
import { signNewsletterToken } from './newsletter-token'
import {
  oneClickUnsubscribePath,
  signUnsubscribeToken,
  unsubscribePagePath,
  verifyUnsubscribeToken,
} from './unsubscribe-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters'
const KEY = 'a'.repeat(64)

describe('newsletter unsubscribe token', () => {
  it('is the subscriber key and the HMAC of its own label and the key, and names that subscription', () => {
    const expected = createHmac('sha256', SECRET)
      .update(`fatin-newsletter-unsubscribe\n${KEY}`)
      .digest('base64url')
    const token = signUnsubscribeToken(SECRET, KEY)
    expect(token).toBe(`u1.${KEY}.${expected}`)
    expect(verifyUnsubscribeToken(SECRET, token)).toEqual({ ok: true, key: KEY })
  })

  it('is forged when signed with another key or moved to another subscriber', () => {
    const token = signUnsubscribeToken(SECRET, KEY)
    expect(verifyUnsubscribeToken('another-secret-of-enough-length-123456', token)).toEqual({
      ok: false,
      reason: 'forged',
    })
    expect(verifyUnsubscribeToken(SECRET, token.replace(KEY, 'b'.repeat(64)))).toEqual({
      ok: false,
      reason: 'forged',
    })
  })

  it('is malformed when it is not an unsubscribe token, a confirmation token for the same address included', () => {
    expect(verifyUnsubscribeToken(SECRET, '')).toEqual({ ok: false, reason: 'malformed' })
    expect(verifyUnsubscribeToken(SECRET, `u1.${KEY}`)).toEqual({ ok: false, reason: 'malformed' })
    const confirmToken = signNewsletterToken(SECRET, KEY, new Date())
    expect(verifyUnsubscribeToken(SECRET, confirmToken)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('goes into the page link and the one-click address as a query value', () => {
    const token = signUnsubscribeToken(SECRET, KEY)
    expect(unsubscribePagePath(token)).toBe(`/newsletter/unsubscribe?token=${token}`)
    expect(oneClickUnsubscribePath(token)).toBe(`/api/newsletter/unsubscribe?token=${token}`)
    expect(new URL(oneClickUnsubscribePath(token), 'https://fatin.pk').searchParams.get('token')).toBe(token)
  })
})
