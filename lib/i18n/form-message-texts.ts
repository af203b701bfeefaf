import { MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import { MOBILE_ERROR } from '@/lib/checkout/pakistani-mobile'
import type { FieldErrorCode } from '@/lib/forms/field-error-codes'
import { type FieldErrors, firstFieldError } from '@/lib/forms/field-errors'
import type { OrderRefusal } from '@/lib/orders/placing/place-order-failure'
import { ORDER_NUMBER_ERROR } from '@/lib/orders/lookup/order-lookup-messages'
import type { PromoRefusal } from '@/lib/promo/promo-codes'
import { type AccountMessage, accountMessageTexts } from './account-message-texts'
import { leftToRight } from './bidi'
import { type CommonMessage, commonMessageTexts } from './common-message-texts'
import type { Locale } from './locales'
import { defineMessages, type MessageWords, type WithoutCodes, wordsFor } from './messages'

export type FieldMessage = { code: FieldErrorCode }

/**
 * The words for every field code (lib/forms/field-error-codes.ts), shown by the field and, for the first
 * wrong field, as a toast. The specification's own texts ('Passwords don't match', 'Please enter your full
 * name', 'Email is required') are word for word.
 */
export const fieldMessageTexts = defineMessages<FieldMessage>(
  'field-messages',
  {
    'invalid-input': commonMessageTexts.en['invalid-input'],
    'text-not-plain': 'Please use letters, numbers and ordinary punctuation only.',
    'text-has-link': 'Please leave out web and e-mail addresses.',
    'email-empty': 'Please enter your email',
    'email-invalid': 'Please enter a valid email address',
    'email-required': 'Email is required',
    'password-empty': 'Please enter your password',
    'password-choose': 'Please choose a password',
    'password-short': 'Password must be at least 6 characters',
    'password-confirm': 'Please confirm your password',
    'passwords-differ': "Passwords don't match",
    'full-name-empty': 'Please enter your full name',
    'name-empty': 'Please enter your name',
    'name-long': 'Please keep your name under 80 characters',
    'phone-invalid': 'Please enter a valid phone number',
    'language-invalid': 'Please choose English or Urdu',
    'terms-unaccepted': 'Please accept the terms and privacy policy',
    'delivery-name-empty': 'Please enter your full name.',
    'delivery-name-long': 'Please shorten the name to 80 characters.',
    'mobile-invalid': MOBILE_ERROR,
    'mobile-empty': 'Please enter a mobile number.',
    'address-empty': 'Please enter your street address (house, street, area).',
    'address-long': 'Please shorten the address to 200 characters.',
    'city-empty': 'Please enter your city.',
    'city-long': 'Please shorten the city to 60 characters.',
    'province-missing': 'Please choose your province or territory.',
    'postal-code-invalid': 'A postal code has 5 digits (or leave it empty).',
    'promo-invalid': 'Please check the promo code.',
    'promo-long': 'Promo codes are at most 40 characters long.',
    'payment-missing': 'Please choose how you will pay.',
    'payment-unavailable':
      'Only cash on delivery is available for now: card, PayPal, EasyPaisa and JazzCash payments are coming soon.',
    'form-expired': 'This checkout form has expired. Please reload the page.',
    'receipt-email-invalid': 'Please enter your e-mail address, like name@example.com.',
    'receipt-email-empty': 'Please enter your e-mail address for the receipt.',
    'order-number-invalid': ORDER_NUMBER_ERROR,
    'quantity-range': `Please choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
    'newsletter-email-empty': 'Please enter your email address.',
    'newsletter-email-invalid': 'Please enter a valid email address, like name@example.com.',
    'courier-long': 'Courier names are at most 60 characters.',
    'tracking-long': 'Tracking numbers are at most 60 characters.',
    'note-long': 'Notes are at most 300 characters.',
    'note-not-plain': 'A note is one line, without invisible formatting characters.',
    'courier-missing': 'Please choose the courier.',
    'tracking-missing': 'Please enter the tracking number.',
    'return-reason-missing': 'Please choose why the parcel came back.',
    'cancel-reason-missing': 'Please choose why the order is cancelled: the shopper is told.',
    'courier-unknown': 'Please choose a courier from the list.',
    'tracking-format': "This tracking number is not in the courier's format.",
  },
  {
    'invalid-input': commonMessageTexts.ur['invalid-input'],
    'text-not-plain': 'براہِ کرم صرف حروف، ہندسے اور عام رموزِ اوقاف استعمال کریں۔',
    'text-has-link': 'براہِ کرم ویب سائٹ اور ای میل کے پتے شامل نہ کریں۔',
    'email-empty': 'براہِ کرم اپنا ای میل لکھیں',
    'email-invalid': 'براہِ کرم درست ای میل پتا لکھیں',
    'email-required': 'ای میل ضروری ہے',
    'password-empty': 'براہِ کرم اپنا پاس ورڈ لکھیں',
    'password-choose': 'براہِ کرم پاس ورڈ چنیں',
    'password-short': 'پاس ورڈ کم از کم 6 حروف کا ہونا چاہیے',
    'password-confirm': 'براہِ کرم پاس ورڈ کی تصدیق کریں',
    'passwords-differ': 'دونوں پاس ورڈ ایک جیسے نہیں ہیں',
    'full-name-empty': 'براہِ کرم اپنا پورا نام لکھیں',
    'name-empty': 'براہِ کرم اپنا نام لکھیں',
    'name-long': 'براہِ کرم نام 80 حروف سے کم رکھیں',
    'phone-invalid': 'براہِ کرم درست فون نمبر لکھیں',
    'language-invalid': 'براہِ کرم انگریزی یا اردو چنیں',
    'terms-unaccepted': 'براہِ کرم شرائط اور پرائیویسی پالیسی قبول کریں',
    'delivery-name-empty': 'براہِ کرم اپنا پورا نام لکھیں۔',
    'delivery-name-long': 'براہِ کرم نام 80 حروف تک مختصر کریں۔',
    'mobile-invalid': `براہِ کرم پاکستانی موبائل نمبر لکھیں، جیسے ${leftToRight('0300 1234567')} یا ${leftToRight('+92 300 1234567')}۔`,
    'mobile-empty': 'براہِ کرم موبائل نمبر لکھیں۔',
    'address-empty': 'براہِ کرم اپنا پتا لکھیں (مکان، گلی، علاقہ)۔',
    'address-long': 'براہِ کرم پتا 200 حروف تک مختصر کریں۔',
    'city-empty': 'براہِ کرم اپنا شہر لکھیں۔',
    'city-long': 'براہِ کرم شہر کا نام 60 حروف تک مختصر کریں۔',
    'province-missing': 'براہِ کرم اپنا صوبہ یا علاقہ منتخب کریں۔',
    'postal-code-invalid': 'پوسٹل کوڈ 5 ہندسوں کا ہوتا ہے (یا خالی چھوڑ دیں)۔',
    'promo-invalid': 'براہِ کرم پرومو کوڈ دوبارہ دیکھیں۔',
    'promo-long': 'پرومو کوڈ زیادہ سے زیادہ 40 حروف کا ہوتا ہے۔',
    'payment-missing': 'براہِ کرم ادائیگی کا طریقہ منتخب کریں۔',
    'payment-unavailable':
      'ابھی صرف کیش آن ڈیلیوری دستیاب ہے: کارڈ، پے پال، ایزی پیسہ اور جاز کیش سے ادائیگی جلد آ رہی ہے۔',
    'form-expired': 'یہ چیک آؤٹ فارم پرانا ہو گیا ہے۔ براہِ کرم صفحہ دوبارہ لوڈ کریں۔',
    'receipt-email-invalid': 'براہِ کرم اپنا ای میل پتا لکھیں، جیسے name@example.com۔',
    'receipt-email-empty': 'رسید کے لیے براہِ کرم اپنا ای میل پتا لکھیں۔',
    'order-number-invalid': 'براہِ کرم اپنی تصدیق والا آرڈر نمبر لکھیں، جیسے FT-3F2B9C1A۔',
    'quantity-range': `براہِ کرم 1 سے ${MAX_LINE_QUANTITY} تک تعداد منتخب کریں۔`,
    'newsletter-email-empty': 'براہِ کرم اپنا ای میل پتا لکھیں۔',
    'newsletter-email-invalid': 'براہِ کرم درست ای میل پتا لکھیں، جیسے name@example.com۔',
    'courier-long': 'کورئیر کا نام زیادہ سے زیادہ 60 حروف کا ہو سکتا ہے۔',
    'tracking-long': 'ٹریکنگ نمبر زیادہ سے زیادہ 60 حروف کا ہو سکتا ہے۔',
    'note-long': 'نوٹ زیادہ سے زیادہ 300 حروف کا ہو سکتا ہے۔',
    'note-not-plain': 'نوٹ ایک سطر کا ہو، اور اس میں نظر نہ آنے والے فارمیٹنگ کے حروف نہ ہوں۔',
    'courier-missing': 'براہِ کرم کورئیر منتخب کریں۔',
    'tracking-missing': 'براہِ کرم ٹریکنگ نمبر لکھیں۔',
    'return-reason-missing': 'براہِ کرم بتائیں کہ پارسل کیوں واپس آیا۔',
    'cancel-reason-missing': 'براہِ کرم بتائیں کہ آرڈر کیوں منسوخ ہو رہا ہے: خریدار کو یہ بتایا جاتا ہے۔',
    'courier-unknown': 'براہِ کرم فہرست میں سے کورئیر منتخب کریں۔',
    'tracking-format': 'یہ ٹریکنگ نمبر اس کورئیر کے انداز میں نہیں ہے۔',
  },
)

/** What the checkout can answer besides its fields: the order's refusals, the promo code's, a lost answer. */
export type CheckoutMessage =
  | WithoutCodes<OrderRefusal, 'form-expired'>
  | PromoRefusal
  /** Place order's answer never arrived; pressing it again sends the same key, so it orders once. */
  | { code: 'connection-lost' }

const promoWords: Record<Locale, MessageWords<PromoRefusal>> = {
  en: {
    'promo-unknown': ({ promoCode }) => `${promoCode} is not a valid promo code.`,
    'promo-first-order-only': ({ promoCode }) => `${promoCode} is only valid on your first order.`,
    'promo-empty': 'Please enter a promo code.',
  },
  ur: {
    'promo-unknown': ({ promoCode }) => `${promoCode} درست پرومو کوڈ نہیں ہے۔`,
    'promo-first-order-only': ({ promoCode }) => `${promoCode} صرف آپ کے پہلے آرڈر پر لاگو ہوتا ہے۔`,
    'promo-empty': 'براہِ کرم پرومو کوڈ لکھیں۔',
  },
}

/**
 * The checkout's words for them. In English a refusal says exactly what went wrong (the product, the code);
 * the Urdu says it in general, and the promo box beside it names the code.
 */
export const checkoutMessageTexts = defineMessages<CheckoutMessage>(
  'checkout-messages',
  {
    ...promoWords.en,
    'signed-out': 'Please sign in again to place your order.',
    'rate-limited':
      'You have tried to place many orders in a short time. Please wait a little and try again, or contact us.',
    'too-many-open-orders': ({ limit, counts }) =>
      counts === 'connection'
        ? `${limit} orders from this connection are already waiting for us to confirm and send them. Please try again later, or contact us.`
        : `You already have ${limit} orders waiting for us to confirm and send them. You can order again once one is on its way, or cancel one you no longer need; contact us if it cannot wait.`,
    'empty-bag': 'Your bag is empty. Add something before checking out.',
    'over-product-limit': ({ productName, limit }) =>
      `You can order at most ${limit} of ${productName ?? 'one item'} at a time. Please lower the quantity in your bag.`,
    'out-of-stock': ({ productName, available }) => {
      const name = productName ?? 'An item'
      return available === 0
        ? `Sorry, ${name} is now out of stock. Please remove it from your bag.`
        : `Sorry, only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left. Please lower the quantity in your bag.`
    },
    'promo-refused': ({ refusal }) => wordsFor(promoWords.en, refusal),
    conflict:
      'You already placed an order from this checkout, and your bag or details have changed since. ' +
      'Please review your bag below before ordering again.',
    'connection-lost':
      'We could not reach the shop. Check your connection and press Place order again: it will not order twice.',
  },
  {
    ...promoWords.ur,
    'signed-out': 'آرڈر دینے کے لیے براہِ کرم دوبارہ سائن اِن کریں۔',
    'rate-limited': 'کم وقت میں بہت زیادہ کوششیں۔ براہِ کرم چند منٹ انتظار کر کے دوبارہ کوشش کریں۔',
    'too-many-open-orders': ({ counts }) =>
      counts === 'connection'
        ? 'اس کنکشن سے کئی آرڈر پہلے ہی ہماری تصدیق اور روانگی کے منتظر ہیں۔ براہِ کرم کچھ دیر بعد کوشش کریں، یا ہم سے رابطہ کریں۔'
        : 'آپ کے کچھ آرڈر پہلے ہی ہماری تصدیق اور روانگی کے منتظر ہیں۔ ان میں سے کوئی روانہ ہو جائے تو دوبارہ آرڈر دیں، یا جو آرڈر نہیں چاہیے اسے منسوخ کریں؛ جلدی ہو تو ہم سے رابطہ کریں۔',
    'empty-bag': 'آپ کا شاپنگ بیگ خالی ہے۔',
    'over-product-limit': ({ limit }) =>
      `ایک آرڈر میں کسی ایک چیز کی زیادہ سے زیادہ ${limit} تعداد منگوائی جا سکتی ہے۔ براہِ کرم اپنے بیگ میں تعداد کم کریں۔`,
    'out-of-stock': () => 'کچھ چیزیں اب آپ کے بیگ والی تعداد میں دستیاب نہیں۔',
    'promo-refused': () => 'یہ پرومو کوڈ اس آرڈر پر استعمال نہیں ہو سکتا۔',
    conflict: 'آرڈر دیتے وقت آپ کا بیگ بدل گیا۔ براہِ کرم اپنا بیگ دیکھ کر دوبارہ کوشش کریں۔',
    'connection-lost':
      'شاپ سے رابطہ نہیں ہو سکا۔ اپنا کنکشن دیکھ کر دوبارہ "آرڈر دیں" دبائیں: آرڈر دو بار نہیں ہوگا۔',
  },
)

/** Every answer a form can show: a field's code, an account, lookup, order or checkout refusal, a common one. */
export type FormMessage = FieldMessage | AccountMessage | CheckoutMessage | CommonMessage

/** A field's code in the page's language (undefined when the field is fine). */
export function fieldMessage(locale: Locale, code: FieldErrorCode): string
export function fieldMessage(locale: Locale, code: FieldErrorCode | undefined): string | undefined
export function fieldMessage(locale: Locale, code: FieldErrorCode | undefined): string | undefined {
  return code && wordsFor(fieldMessageTexts[locale], { code })
}

/**
 * A form's answer in the page's language. Bad input names the first wrong field's reason, as the form's own
 * check does; a code the tables do not know (a page older than the server) gets the common "try again".
 */
export function formMessage(locale: Locale, answer: FormMessage & { fieldErrors?: FieldErrors }): string {
  const firstField = answer.code === 'invalid-input' ? firstFieldError(answer.fieldErrors) : undefined
  const message: FormMessage = firstField ? { code: firstField } : answer
  const words = {
    ...commonMessageTexts[locale],
    ...fieldMessageTexts[locale],
    ...accountMessageTexts[locale],
    ...checkoutMessageTexts[locale],
  }
  return wordsFor<FormMessage>(words, message, commonMessageTexts[locale].unexpected)
}
