import type { ValidationMessage } from '@/lib/forms/validated-action'
import type { LimitMessage } from '@/lib/rate-limit/rules'
import { defineMessages } from './messages'

/** The refusals any server action can answer with, whatever its form. */
export type CommonMessage = ValidationMessage | LimitMessage

/**
 * The words for them: bad input, an error on our side, the store out of reach, an abuse limit (on attempts,
 * or on bag, wishlist and order changes). A table of their own so a small form (the newsletter box) can show
 * them without loading every form's messages; the form and shop tables include it.
 */
export const commonMessageTexts = defineMessages<CommonMessage>(
  'common-messages',
  {
    'invalid-input': 'Please check your details and try again.',
    unexpected: 'Something went wrong on our side. Please try again.',
    unavailable:
      "We couldn't reach our store just now, so nothing was changed. Please try again in a moment.",
    'too-many-attempts': 'Too many attempts. Please wait a few minutes and try again.',
    'too-many-changes': 'You are changing things very quickly. Please wait a minute and try again.',
  },
  {
    'invalid-input': 'براہِ کرم اپنی تفصیلات دیکھ کر دوبارہ کوشش کریں۔',
    unexpected: 'ہماری طرف کچھ مسئلہ ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
    unavailable:
      'ہم ابھی اپنے اسٹور تک نہیں پہنچ سکے، اس لیے کچھ تبدیل نہیں ہوا۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    'too-many-attempts': 'بہت زیادہ کوششیں ہو گئیں۔ براہِ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
    'too-many-changes': 'آپ بہت تیزی سے تبدیلیاں کر رہی ہیں۔ براہِ کرم ایک منٹ رک کر دوبارہ کوشش کریں۔',
  },
)
