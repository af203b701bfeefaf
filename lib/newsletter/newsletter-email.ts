import { createHash } from 'node:crypto'
import { z } from 'zod'
import { LOCALES } from '@/lib/i18n/locales'

const EMPTY_EMAIL = 'newsletter-email-empty'
const INVALID_EMAIL = 'newsletter-email-invalid'

/** Where a sign-up came from, kept with the subscription (the home page's box is the only form today). */
export const NEWSLETTER_SOURCES = ['home'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

/**
 * The address as it will be written to: trimmed, Unicode-normalised and with its domain in lower case. The
 * part before the @ keeps its case, which mail servers may in principle honour.
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().normalize('NFC')
  const at = trimmed.lastIndexOf('@')
  return `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`
}

/**
 * One subscription per mailbox, whatever the case of its letters (virtually every mail service ignores case):
 * the document id is a hash of the lower-cased address, so `Amina@x.pk` and `amina@X.PK` are one subscriber
 * and the id reveals no address.
 */
export function subscriberKey(normalisedEmail: string): string {
  return createHash('sha256').update(normalisedEmail.toLowerCase()).digest('hex')
}

export const NewsletterSignupSchema = z.object({
  email: z
    .string(EMPTY_EMAIL)
    .trim()
    .min(1, EMPTY_EMAIL)
    .max(254, INVALID_EMAIL)
    .pipe(z.email(INVALID_EMAIL))
    .transform(normaliseEmail),
  source: z.enum(NEWSLETTER_SOURCES).catch('home'),
  // The page's language, which the confirmation e-mail is written in.
  language: z.enum(LOCALES).catch('en'),
})
export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>
