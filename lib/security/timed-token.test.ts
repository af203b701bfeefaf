import { createHmac } from 'node:crypto'
import { timedToken } from './timed-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const ISSUED = new Date('2026-11-28T10:00:00Z')
const HOUR = 60 * 60 * 1000
const format = { prefix: 't1', label: 'fatin-test-link', subjectPattern: '[a-z]{3}', ttlMs: HOUR }
const token = timedToken(format)

describe('timed token', () => {
  it('is the prefix, subject, issue time in base 36 and the HMAC of label, subject and time', () => {
    const issuedSeconds = (ISSUED.getTime() / 1000).toString(36)
    const expected = createHmac('sha256', SECRET)
      .update(`fatin-test-link\nabc\n${issuedSeconds}`)
      .digest('base64url')
    expect(token.sign(SECRET, 'abc', ISSUED)).toBe(`t1.abc.${issuedSeconds}.${expected}`)
  })

  it('names its subject and issue time until it expires, then says it expired', () => {
    const signed = token.sign(SECRET, 'abc', ISSUED)
    expect(token.verify(SECRET, signed, new Date(ISSUED.getTime() + HOUR - 1000))).toEqual({
      ok: true,
      subject: 'abc',
      issuedAt: ISSUED,
    })
    expect(token.verify(SECRET, signed, new Date(ISSUED.getTime() + HOUR + 1000))).toEqual({
      ok: false,
      reason: 'expired',
      subject: 'abc',
    })
  })

  it('accepts a token from a clock a little ahead, not one from far in the future', () => {
    const soon = token.sign(SECRET, 'abc', new Date(ISSUED.getTime() + 4 * 60 * 1000))
    expect(token.verify(SECRET, soon, ISSUED).ok).toBe(true)
    const later = token.sign(SECRET, 'abc', new Date(ISSUED.getTime() + 10 * 60 * 1000))
    expect(token.verify(SECRET, later, ISSUED)).toEqual({ ok: false, reason: 'expired', subject: 'abc' })
  })

  it('is forged when its subject, time, key or label differ from what was signed', () => {
    const signed = token.sign(SECRET, 'abc', ISSUED)
    expect(token.verify(SECRET, signed.replace('.abc.', '.abd.'), ISSUED)).toEqual({
      ok: false,
      reason: 'forged',
    })
    const [prefix, subject, , sig] = signed.split('.')
    const redated = [prefix, subject, (ISSUED.getTime() / 1000 + 60).toString(36), sig].join('.')
    expect(token.verify(SECRET, redated, ISSUED)).toEqual({ ok: false, reason: 'forged' })
    const otherKey = token.sign('another-secret-that-is-also-32-characters-long', 'abc', ISSUED)
    expect(token.verify(SECRET, otherKey, ISSUED)).toEqual({ ok: false, reason: 'forged' })
    const otherKind = timedToken({ ...format, label: 'fatin-other-link' }).sign(SECRET, 'abc', ISSUED)
    expect(token.verify(SECRET, otherKind, ISSUED)).toEqual({ ok: false, reason: 'forged' })
  })

  it('is malformed when it does not have the format’s shape', () => {
    const signed = token.sign(SECRET, 'abc', ISSUED)
    for (const junk of [
      '',
      't1',
      signed.replace(/^t1/, 't2'),
      signed.replace('.abc.', '.ABC.'),
      `${signed}x`,
    ])
      expect(token.verify(SECRET, junk, ISSUED)).toEqual({ ok: false, reason: 'malformed' })
  })
})
