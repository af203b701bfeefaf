import { formatShopMoment } from '@/lib/format/date'
import type { ConfirmResult } from '@/lib/orders/confirmation/confirm-actions'
import type { ConfirmMessage } from '@/lib/orders/confirmation/confirm-messages'
import type { ValidationMessage } from '@/lib/forms/validated-action'
import { commonMessageTexts } from './common-message-texts'
import { defineMessages } from './messages'

/** Every answer the "Confirm my order" link page and button can show: theirs, and runValidated's. */
export type ConfirmAnswer = ConfirmMessage | ValidationMessage

/** An action's result as the answer to word (a failure's form bookkeeping dropped). */
export function confirmAnswerOf(result: ConfirmResult): ConfirmAnswer {
  if (result.ok) return { code: 'confirm-done', at: result.at }
  return result.code === 'confirm-closed'
    ? { code: result.code, status: result.status }
    : ({ code: result.code } as ConfirmAnswer)
}

/**
 * The headline for each answer, in the page's language: calm, and never blaming the shopper (a link may be
 * old or cut short by her mail app through no fault of hers).
 */
export const confirmTitleTexts = defineMessages<ConfirmAnswer>(
  'confirm-titles',
  {
    'confirm-done': () => 'Thank you, your order is confirmed.',
    'confirm-already': 'Your order is already confirmed.',
    'confirm-expired': 'This confirmation link has expired.',
    'confirm-invalid': 'This link is not valid.',
    'confirm-closed': ({ status }) =>
      status === 'shipped'
        ? 'Your order is already on its way.'
        : status === 'delivered'
          ? 'Your order was delivered.'
          : 'This order is cancelled.',
    'confirm-too-many': 'Please wait a few minutes.',
    'invalid-input': 'This link is not valid.',
    unavailable: 'We could not confirm your order just now.',
    unexpected: 'We could not confirm your order just now.',
  },
  {
    'confirm-done': () => 'شکریہ، آپ کے آرڈر کی تصدیق ہو گئی ہے۔',
    'confirm-already': 'آپ کے آرڈر کی تصدیق پہلے ہی ہو چکی ہے۔',
    'confirm-expired': 'تصدیق کے اس لنک کی مدت ختم ہو گئی ہے۔',
    'confirm-invalid': 'یہ لنک درست نہیں ہے۔',
    'confirm-closed': ({ status }) =>
      status === 'shipped'
        ? 'آپ کا آرڈر پہلے ہی راستے میں ہے۔'
        : status === 'delivered'
          ? 'آپ کا آرڈر پہنچا دیا گیا ہے۔'
          : 'یہ آرڈر منسوخ ہو چکا ہے۔',
    'confirm-too-many': 'براہِ کرم چند منٹ انتظار کریں۔',
    'invalid-input': 'یہ لنک درست نہیں ہے۔',
    unavailable: 'ہم ابھی آپ کے آرڈر کی تصدیق نہیں کر سکے۔',
    unexpected: 'ہم ابھی آپ کے آرڈر کی تصدیق نہیں کر سکے۔',
  },
)

/** The sentence under the headline: what happened, and what (if anything) she can do. */
export const confirmDetailTexts = defineMessages<ConfirmAnswer>(
  'confirm-details',
  {
    'confirm-done': ({ at }) =>
      `${at ? `We recorded your confirmation on ${formatShopMoment(at, 'en')}.` : 'We recorded your confirmation.'} We will pack your order and send it; pay the courier in cash when it arrives.`,
    'confirm-already':
      'Nothing more to do: we have your confirmation and will send your order. Using the link again changes nothing.',
    'confirm-expired':
      'Confirmation links work for 24 hours. Your order still stands: we will call you to confirm it, or you can find it with its order number and your mobile number, or contact us.',
    'confirm-invalid':
      'It may have been cut short or mistyped. Please open the link from the e-mail again, or find your order with its order number and your mobile number.',
    'confirm-closed': ({ status }) =>
      status === 'cancelled'
        ? 'There is nothing to confirm, and you owe nothing.'
        : 'There is nothing to confirm: it has already left our shop.',
    'confirm-too-many':
      'There were many confirmation attempts from here in a short time. Nothing was changed; please try again in a few minutes.',
    'invalid-input':
      'Please open the link from the e-mail again, or find your order with its order number and your mobile number.',
    unavailable: commonMessageTexts.en.unavailable,
    unexpected: commonMessageTexts.en.unexpected,
  },
  {
    'confirm-done': ({ at }) =>
      `${at ? `ہم نے آپ کی تصدیق ${formatShopMoment(at, 'ur')} کو محفوظ کر لی ہے۔` : 'ہم نے آپ کی تصدیق محفوظ کر لی ہے۔'} ہم آپ کا آرڈر پیک کر کے بھیجیں گے؛ پارسل پہنچنے پر کوریئر کو نقد ادائیگی کریں۔`,
    'confirm-already':
      'مزید کچھ کرنے کی ضرورت نہیں: آپ کی تصدیق ہمارے پاس ہے اور ہم آپ کا آرڈر بھیجیں گے۔ لنک دوبارہ کھولنے سے کچھ نہیں بدلتا۔',
    'confirm-expired':
      'تصدیق کے لنک 24 گھنٹے کام کرتے ہیں۔ آپ کا آرڈر برقرار ہے: ہم تصدیق کے لیے آپ کو کال کریں گے، یا آپ آرڈر نمبر اور اپنے موبائل نمبر سے اسے تلاش کر سکتی ہیں، یا ہم سے رابطہ کریں۔',
    'confirm-invalid':
      'ہو سکتا ہے یہ ادھورا رہ گیا ہو یا غلط لکھا گیا ہو۔ براہِ کرم ای میل سے لنک دوبارہ کھولیں، یا آرڈر نمبر اور اپنے موبائل نمبر سے اپنا آرڈر تلاش کریں۔',
    'confirm-closed': ({ status }) =>
      status === 'cancelled'
        ? 'تصدیق کے لیے کچھ نہیں، اور آپ پر کوئی رقم واجب نہیں۔'
        : 'تصدیق کے لیے کچھ نہیں: یہ ہماری دکان سے روانہ ہو چکا ہے۔',
    'confirm-too-many':
      'یہاں سے کم وقت میں تصدیق کی بہت سی کوششیں ہوئیں۔ کچھ نہیں بدلا؛ براہِ کرم چند منٹ بعد دوبارہ کوشش کریں۔',
    'invalid-input':
      'براہِ کرم ای میل سے لنک دوبارہ کھولیں، یا آرڈر نمبر اور اپنے موبائل نمبر سے اپنا آرڈر تلاش کریں۔',
    unavailable: commonMessageTexts.ur.unavailable,
    unexpected: commonMessageTexts.ur.unexpected,
  },
)
