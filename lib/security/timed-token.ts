import { sameText } from './same-text'
import { SIGNATURE_PATTERN, signature } from './signature'

/**
 * A signed link token that expires, for the links the shop e-mails ("Confirm my order", "Confirm my
 * subscription"): `<prefix>.<subject>.<issued, seconds, base 36>.<signature>`, where the subject says what
 * the link is for (an order id, a subscriber key) and the signature covers the label, the subject and the
 * issue time. So nobody can make one, move it to another subject or stretch its life.
 */
export type TimedTokenFormat = {
  /** The first field: the kind of token and its version ('v1', 'n1'). */
  prefix: string
  /** Signed with the fields (lib/security/signature.ts). */
  label: string
  /** What a subject looks like: a regular expression's source, without groups or anchors. */
  subjectPattern: string
  /** How long a token is good for after it was issued. */
  ttlMs: number
}

/** An expired token is still genuine, so it names its subject (a page can say which order it was for). */
export type TimedTokenCheck =
  | { ok: true; subject: string; issuedAt: Date }
  | { ok: false; reason: 'expired'; subject: string }
  | { ok: false; reason: 'malformed' | 'forged' }

/** A token issued a little "in the future" by a server whose clock runs ahead is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

/** Signs and checks tokens of one format. */
export function timedToken(format: TimedTokenFormat) {
  const pattern = new RegExp(
    `^${format.prefix}\\.(${format.subjectPattern})\\.([0-9a-z]{1,10})\\.(${SIGNATURE_PATTERN})$`,
  )
  const sign = (secret: string, subject: string, issuedSeconds: string) =>
    signature(secret, format.label, [subject, issuedSeconds])

  return {
    sign(secret: string, subject: string, issuedAt: Date): string {
      const issuedSeconds = Math.floor(issuedAt.getTime() / 1000).toString(36)
      return `${format.prefix}.${subject}.${issuedSeconds}.${sign(secret, subject, issuedSeconds)}`
    },

    /** What a token is for, or why it is good for nothing. Expiry is checked only on a genuine token. */
    verify(secret: string, token: string, now: Date): TimedTokenCheck {
      const match = pattern.exec(token)
      if (!match) return { ok: false, reason: 'malformed' }
      const [, subject = '', issuedSeconds = '', given = ''] = match
      if (!sameText(sign(secret, subject, issuedSeconds), given)) return { ok: false, reason: 'forged' }
      const issuedAt = new Date(parseInt(issuedSeconds, 36) * 1000)
      const age = now.getTime() - issuedAt.getTime()
      if (age > format.ttlMs || age < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired', subject }
      return { ok: true, subject, issuedAt }
    },
  }
}
