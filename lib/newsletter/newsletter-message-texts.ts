import type { FieldErrors } from '@/lib/forms/field-errors'
import { type CommonMessage, commonMessageTexts } from '@/lib/i18n/common-message-texts'
import type { Locale } from '@/lib/i18n/locales'
import { defineMessages, wordsFor } from '@/lib/i18n/messages'
import type { NewsletterMessage } from './newsletter-messages'

/** The newsletter box's words (the box is on every home page, so it carries only its own words). */
export const newsletterMessageTexts = defineMessages<NewsletterMessage>(
  'newsletter-messages',
  {
    'newsletter-email-empty': 'Please enter your email address.',
    'newsletter-email-invalid': 'Please enter a valid email address, like name@example.com.',
    'subscribe-failed': 'We could not sign you up just now. Please try again in a moment.',
    'connection-lost': 'We could not reach the shop. Please check your connection and try again.',
  },
  {
    'newsletter-email-empty': 'براہِ کرم اپنا ای میل پتا لکھیں۔',
    'newsletter-email-invalid': 'براہِ کرم درست ای میل پتا لکھیں، جیسے name@example.com۔',
    'subscribe-failed': 'ہم ابھی آپ کو شامل نہیں کر سکے۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    'connection-lost': 'ہم دکان تک نہیں پہنچ سکے۔ براہِ کرم اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  },
)

/**
 * Anything the newsletter box can show, from its own check, its server action or a lost connection. A refused
 * address names the schema's reason (its field code), any other bad input the common words.
 */
export function newsletterMessage(
  locale: Locale,
  answer: (NewsletterMessage | CommonMessage) & { fieldErrors?: FieldErrors },
): string {
  const field = answer.code === 'invalid-input' ? answer.fieldErrors?.email : undefined
  const message: NewsletterMessage | CommonMessage =
    field === 'newsletter-email-empty' || field === 'newsletter-email-invalid' ? { code: field } : answer
  const words = { ...commonMessageTexts[locale], ...newsletterMessageTexts[locale] }
  return wordsFor<NewsletterMessage | CommonMessage>(words, message, commonMessageTexts[locale].unexpected)
}
