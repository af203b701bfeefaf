import { INVALID_INPUT_MESSAGE, UNEXPECTED_ERROR } from '@/lib/checkout/validated-action'
import { STORE_UNAVAILABLE_ACTION_MESSAGE } from '@/lib/firebase/service-unavailable'
import { TOO_MANY_ATTEMPTS, TOO_MANY_CHANGES } from '@/lib/rate-limit/rules'
import { defineTexts } from './define-texts'

/**
 * The refusals any server action can answer with, whatever its form: bad input, an error on our side, the
 * store out of reach, an abuse limit (on attempts, or on bag, wishlist and order changes). A table of their own so a small form (the newsletter box) can show
 * them in Urdu without loading every form's messages; translateFormMessage reads it too.
 */
export const commonMessageTexts = defineTexts(
  'common-messages',
  {
    invalid: INVALID_INPUT_MESSAGE,
    unexpected: UNEXPECTED_ERROR,
    unavailable: STORE_UNAVAILABLE_ACTION_MESSAGE,
    tooMany: TOO_MANY_ATTEMPTS,
    tooManyChanges: TOO_MANY_CHANGES,
  },
  {
    invalid: 'براہِ کرم اپنی تفصیلات دیکھ کر دوبارہ کوشش کریں۔',
    unexpected: 'ہماری طرف کچھ مسئلہ ہو گیا۔ براہِ کرم دوبارہ کوشش کریں۔',
    unavailable:
      'ہم ابھی اپنے اسٹور تک نہیں پہنچ سکے، اس لیے کچھ تبدیل نہیں ہوا۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    tooMany: 'بہت زیادہ کوششیں ہو گئیں۔ براہِ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
    tooManyChanges: 'آپ بہت تیزی سے تبدیلیاں کر رہی ہیں۔ براہِ کرم ایک منٹ رک کر دوبارہ کوشش کریں۔',
  },
)
