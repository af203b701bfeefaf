/**
 * What a failed SMTP send means for the message. nodemailer's errors carry the server's `responseCode` (a
 * reply to a command) and a `code` of its own (ECONNECTION, ETIMEDOUT, EENVELOPE, EAUTH, …).
 *
 * - permanent: the server refused for good (5xx), such as 550 "no such mailbox" for the recipient. Trying
 *   again cannot help; the message ends as ERROR with the server's words, which staff see on the order.
 * - transient: everything else: the server is down or unreachable (no response code), busy or greylisting
 *   (4xx). The message waits and is tried again, so an outage of the SMTP server loses nothing.
 *
 * A refused login (EAUTH, 535) is the shop's configuration, not the address: it is retried, so mail queued
 * while the password is wrong still goes out once it is fixed.
 */
export type FailureKind = 'permanent' | 'transient'

type SmtpErrorLike = { code?: unknown; responseCode?: unknown; message?: unknown }

export function failureKind(error: unknown): FailureKind {
  const { code, responseCode } = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorLike
  if (code === 'EAUTH') return 'transient'
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return 'permanent'
  return 'transient'
}

/** The error as staff read it: the server's reply when there is one. */
export function failureText(error: unknown): string {
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorLike
  const text = typeof message === 'string' && message ? message : String(error)
  return (typeof code === 'string' ? `${code}: ${text}` : text).slice(0, 500)
}

/** The first retry waits this long; each next one twice as long, up to the cap. */
export const FIRST_RETRY_MS = 2_000

/** Exponential backoff after the `attempts`-th failed try (1, 2, …), never longer than `capMs`. */
export function retryDelayMs(attempts: number, capMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30)
  return Math.min(FIRST_RETRY_MS * 2 ** exponent, capMs)
}

/**
 * After this many tries a message that only ever met transient failures is given up (ERROR): at the default
 * five-minute cap that is more than half a day of an SMTP server that does not answer.
 */
export const MAX_ATTEMPTS = 150
