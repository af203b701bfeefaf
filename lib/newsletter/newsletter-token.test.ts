import { NEWSLETTER_LINK_TTL_MS, signNewsletterToken, verifyNewsletterToken } from './newsletter-token'
import { signConfirmToken } from '@/lib/orders/confirmation/confirm-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters'
const KEY = 'a'.repeat(64)
const T0 = new Date('2026-11-28T10:00:00Z')

describe('newsletter confirmation token', () => {
  it('confirms the subscription it was made for, within 7 days', () => {
    const token = signNewsletterToken(SECRET, KEY, T0)
    expect(verifyNewsletterToken(SECRET, token, new Date(T0.getTime() + NEWSLETTER_LINK_TTL_MS))).toEqual({
      ok: true,
      key: KEY,
    })
  })

  it('is expired after 7 days', () => {
    const token = signNewsletterToken(SECRET, KEY, T0)
    const late = new Date(T0.getTime() + NEWSLETTER_LINK_TTL_MS + 1000)
    expect(verifyNewsletterToken(SECRET, token, late)).toEqual({ ok: false, reason: 'expired' })
  })

  it('is forged when signed with another key, moved to another subscriber or given a new date', () => {
    const token = signNewsletterToken(SECRET, KEY, T0)
    expect(verifyNewsletterToken('another-secret-of-enough-length-123456', token, T0)).toMatchObject({
      reason: 'forged',
    })
    expect(verifyNewsletterToken(SECRET, token.replace(KEY, 'b'.repeat(64)), T0)).toMatchObject({
      reason: 'forged',
    })
    const [, key, , sig] = token.split('.')
    expect(verifyNewsletterToken(SECRET, `n1.${key}.${'zzzzzz'}.${sig}`, T0)).toMatchObject({
      reason: 'forged',
    })
  })

  it('is malformed when it is not a newsletter token, an order confirmation token included', () => {
    expect(verifyNewsletterToken(SECRET, 'hello', T0)).toEqual({ ok: false, reason: 'malformed' })
    const orderToken = signConfirmToken(SECRET, '00000000-0000-4000-8000-000000000001', T0)
    expect(verifyNewsletterToken(SECRET, orderToken, T0)).toEqual({ ok: false, reason: 'malformed' })
  })
})
