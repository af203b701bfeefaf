import { commonMessageTexts } from '@/lib/i18n/common-message-texts'
import { defineTexts } from '@/lib/i18n/define-texts'
import type { Locale } from '@/lib/i18n/locales'
import { translateMessage } from '@/lib/i18n/translate-message'
import { CONNECTION_ERROR, EMPTY_EMAIL, INVALID_EMAIL, SUBSCRIBE_FAILED } from './newsletter-messages'

/** The newsletter box's answers in Urdu (the box is on every home page, so it carries only its own words). */
export const newsletterMessageTexts = defineTexts(
  'newsletter-messages',
  {
    empty: EMPTY_EMAIL,
    invalid: INVALID_EMAIL,
    failed: SUBSCRIBE_FAILED,
    connection: CONNECTION_ERROR,
  },
  {
    empty: 'براہِ کرم اپنا ای میل پتا لکھیں۔',
    invalid: 'براہِ کرم درست ای میل پتا لکھیں، جیسے name@example.com۔',
    failed: 'ہم ابھی آپ کو شامل نہیں کر سکے۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    connection: 'ہم دکان تک نہیں پہنچ سکے۔ براہِ کرم اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
  },
)

/** Anything the newsletter box can show, from its own check, its server action or a lost connection. */
export function translateNewsletterMessage(locale: Locale, message: string): string {
  return translateMessage(locale, message, [newsletterMessageTexts, commonMessageTexts])
}
