import { CONFIRM_LINK_TTL_MS, confirmPath, signConfirmToken, verifyConfirmToken } from './confirm-token'

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long'
const ORDER = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b'
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const ISSUED = new Date('2026-11-28T10:00:00Z')

describe('confirm token', () => {
  it('confirms the order it was signed for, within 24 hours', () => {
    const token = signConfirmToken(SECRET, ORDER, ISSUED)
    const later = new Date(ISSUED.getTime() + CONFIRM_LINK_TTL_MS - 1000)
    expect(verifyConfirmToken(SECRET, token, later)).toEqual({ ok: true, orderId: ORDER, issuedAt: ISSUED })
  })

  it('is refused once 24 hours have passed', () => {
    const token = signConfirmToken(SECRET, ORDER, ISSUED)
    const tooLate = new Date(ISSUED.getTime() + CONFIRM_LINK_TTL_MS + 1000)
    expect(verifyConfirmToken(SECRET, token, tooLate)).toEqual({
      ok: false,
      reason: 'expired',
      orderId: ORDER,
    })
  })

  it('cannot be moved to another order, re-dated or signed with another key', () => {
    const token = signConfirmToken(SECRET, ORDER, ISSUED)
    expect(verifyConfirmToken(SECRET, token.replace(ORDER, OTHER), ISSUED)).toEqual({
      ok: false,
      reason: 'forged',
    })
    const [version, id, , sig] = token.split('.')
    const redated = [version, id, Math.floor(Date.now() / 1000).toString(36), sig].join('.')
    expect(verifyConfirmToken(SECRET, redated, ISSUED)).toEqual({ ok: false, reason: 'forged' })
    const foreign = signConfirmToken('another-secret-that-is-also-32-characters-long', ORDER, ISSUED)
    expect(verifyConfirmToken(SECRET, foreign, ISSUED)).toEqual({ ok: false, reason: 'forged' })
  })

  it('answers malformed for anything that is not a token', () => {
    for (const junk of ['', 'v1', '<script>', `v1.${ORDER}.zz`, `v2.${ORDER}.abc.${'x'.repeat(43)}`])
      expect(verifyConfirmToken(SECRET, junk, ISSUED)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('opens the confirmation page', () => {
    expect(confirmPath('v1.x.y.z')).toBe('/orders/confirm/v1.x.y.z')
  })
})
