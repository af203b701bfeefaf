import type { ChangeLanguageResult, EditProfileResult } from '@/lib/auth/actions'
import type { AuthErrorMessage } from '@/lib/auth/error-messages'
import type { ValidationMessage } from '@/lib/forms/validated-action'
import type { StatusRefusal } from '@/lib/orders/lifecycle/status-change-messages'
import type { LookupRefusal } from '@/lib/orders/lookup/order-lookup-messages'
import { defineMessages, type WithoutCodes } from './messages'

type RefusalOf<Result> = Exclude<Extract<Result, { ok: false }>, { ok: false } & ValidationMessage>
type CodeOnly<Answer> = Answer extends { code: infer C } ? { code: C } : never

/**
 * What the sign-in, sign-up, password, profile, language, order-lookup and order-status flows answer, as
 * codes (the field codes and the common refusals have tables of their own: form-message-texts.ts and
 * common-message-texts.ts, which also word the auth codes that are field or limit codes).
 */
export type AccountMessage =
  | WithoutCodes<AuthErrorMessage, 'email-required' | 'password-empty' | 'too-many-attempts'>
  | CodeOnly<RefusalOf<EditProfileResult>>
  | CodeOnly<RefusalOf<ChangeLanguageResult>>
  /** Edit Profile's answer never arrived: the name may or may not be saved. */
  | { code: 'profile-connection-lost' }
  | LookupRefusal
  | StatusRefusal
  /** A back-office step by someone without the staff claim. */
  | { code: 'not-staff' }

/** The words for them; account-message-texts.test.ts checks every code has both languages. */
export const accountMessageTexts = defineMessages<AccountMessage>(
  'account-messages',
  {
    'wrong-credentials': 'Email or password is incorrect.',
    'google-unavailable': 'Google sign-in is unavailable right now. Please try again or use email.',
    'email-in-use': 'An account with this email already exists. Please sign in instead.',
    'weak-password': 'Please choose a stronger password (at least 6 characters).',
    'password-requirements': 'Please choose a stronger password.',
    'popup-closed': 'The Google window was closed before sign-in finished.',
    'popup-blocked':
      'Your browser blocked the Google window. Please allow pop-ups for this site and try again.',
    'network-failed': 'We could not reach the sign-in service. Check your connection and try again.',
    'unauthorized-domain': 'Google sign-in is not enabled for this web address.',
    'method-unavailable': 'This sign-in method is not available right now.',
    'email-address-invalid': 'Please enter a valid email address.',
    'account-disabled': 'This account has been disabled. Please contact us for help.',
    'other-credential':
      'This email is already registered with a password. Please sign in with email and password.',
    'sign-in-again': 'Please sign in again to continue.',
    'stale-sign-in': 'Your sign-in took too long to finish. Please sign in again.',
    // The specification's failure texts (section 8), word for word.
    'sign-in-failed': 'Sign in failed',
    'google-sign-in-failed': 'Google sign in failed',
    'sign-up-failed': 'Sign up failed',
    'google-sign-up-failed': 'Google sign up failed',
    'reset-email-failed': 'Failed to send reset email',
    'email-failed': 'Failed to send email',
    'profile-failed': 'Failed to update profile',
    'logout-failed': 'Logout failed',
    'profile-signed-out': 'Please sign in again to edit your profile.',
    'profile-connection-lost': 'We could not reach the shop. Check your connection and press Save again.',
    'language-signed-out': 'Please sign in again to change your language.',
    'language-not-saved': 'We could not save your language. Please try again.',
    'order-not-found':
      'We could not find an order with that order number and mobile number. Please check both and try again. ' +
      'If you ordered while signed in, sign in to see it in your account.',
    'too-many-lookups':
      'Too many tries to find an order. Please wait 10 minutes and try again, or contact us.',
    'status-order-not-found': 'We could not find that order.',
    'cancel-after-shipping':
      'This order has already been sent, so it can no longer be cancelled here. Please contact us.',
    'cancel-after-delivery': 'This order has been delivered, so it can no longer be cancelled.',
    'status-not-allowed': ({ from, to }) => `An order that is ${from} cannot be marked ${to}.`,
    'needs-shipment': 'Please enter the courier and the tracking number.',
    'needs-return-reason': 'Please choose why the parcel came back.',
    'status-changed':
      'This order changed while the page was open, so nothing was done. Reload the page to see where it stands now.',
    'not-staff': 'Only Fatin staff can change orders. Please sign in with your staff account.',
  },
  {
    'wrong-credentials': 'ای میل یا پاس ورڈ درست نہیں ہے۔',
    'google-unavailable':
      'گوگل سے سائن اِن ابھی دستیاب نہیں۔ براہِ کرم دوبارہ کوشش کریں یا ای میل استعمال کریں۔',
    'email-in-use': 'اس ای میل سے اکاؤنٹ پہلے سے موجود ہے۔ براہِ کرم سائن اِن کریں۔',
    'weak-password': 'براہِ کرم زیادہ مضبوط پاس ورڈ چنیں (کم از کم 6 حروف)۔',
    'password-requirements': 'براہِ کرم زیادہ مضبوط پاس ورڈ چنیں۔',
    'popup-closed': 'سائن اِن مکمل ہونے سے پہلے گوگل کی ونڈو بند ہو گئی۔',
    'popup-blocked':
      'آپ کے براؤزر نے گوگل کی ونڈو روک دی۔ براہِ کرم اس سائٹ کے لیے پاپ اَپ کی اجازت دے کر دوبارہ کوشش کریں۔',
    'network-failed': 'ہم سائن اِن سروس تک نہیں پہنچ سکے۔ اپنا کنکشن دیکھ کر دوبارہ کوشش کریں۔',
    'unauthorized-domain': 'اس ویب پتے کے لیے گوگل سائن اِن فعال نہیں ہے۔',
    'method-unavailable': 'سائن اِن کا یہ طریقہ ابھی دستیاب نہیں۔',
    'email-address-invalid': 'براہِ کرم درست ای میل پتا لکھیں۔',
    'account-disabled': 'یہ اکاؤنٹ بند کر دیا گیا ہے۔ مدد کے لیے براہِ کرم ہم سے رابطہ کریں۔',
    'other-credential': 'یہ ای میل پاس ورڈ کے ساتھ رجسٹر ہے۔ براہِ کرم ای میل اور پاس ورڈ سے سائن اِن کریں۔',
    'sign-in-again': 'جاری رکھنے کے لیے براہِ کرم دوبارہ سائن اِن کریں۔',
    'stale-sign-in': 'آپ کا سائن اِن مکمل ہونے میں بہت دیر ہو گئی۔ براہِ کرم دوبارہ سائن اِن کریں۔',
    'sign-in-failed': 'سائن اِن نہیں ہو سکا',
    'google-sign-in-failed': 'گوگل سے سائن اِن نہیں ہو سکا',
    'sign-up-failed': 'اکاؤنٹ نہیں بن سکا',
    'google-sign-up-failed': 'گوگل سے اکاؤنٹ نہیں بن سکا',
    'reset-email-failed': 'پاس ورڈ کی ای میل نہیں بھیجی جا سکی',
    'email-failed': 'ای میل نہیں بھیجی جا سکی',
    'profile-failed': 'پروفائل محفوظ نہیں ہو سکا',
    'logout-failed': 'لاگ آؤٹ نہیں ہو سکا',
    'profile-signed-out': 'پروفائل میں تبدیلی کے لیے براہِ کرم دوبارہ سائن اِن کریں۔',
    'profile-connection-lost': 'ہم دکان تک نہیں پہنچ سکے۔ اپنا کنکشن دیکھ کر دوبارہ محفوظ کریں دبائیں۔',
    'language-signed-out': 'زبان بدلنے کے لیے براہِ کرم دوبارہ سائن اِن کریں۔',
    'language-not-saved': 'ہم آپ کی زبان محفوظ نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    'order-not-found':
      'اس آرڈر نمبر اور موبائل نمبر کا کوئی آرڈر نہیں ملا۔ براہِ کرم دونوں دیکھ کر دوبارہ کوشش کریں۔ اگر آپ نے سائن اِن ہو کر آرڈر کیا تھا تو اپنے اکاؤنٹ میں دیکھنے کے لیے سائن اِن کریں۔',
    'too-many-lookups':
      'آرڈر تلاش کرنے کی بہت زیادہ کوششیں ہو گئیں۔ براہِ کرم 10 منٹ بعد دوبارہ کوشش کریں، یا ہم سے رابطہ کریں۔',
    'status-order-not-found': 'ہمیں یہ آرڈر نہیں ملا۔',
    'cancel-after-shipping':
      'یہ آرڈر بھیجا جا چکا ہے، اس لیے اب یہاں منسوخ نہیں ہو سکتا۔ براہِ کرم ہم سے رابطہ کریں۔',
    'cancel-after-delivery': 'یہ آرڈر پہنچایا جا چکا ہے، اس لیے اب منسوخ نہیں ہو سکتا۔',
    'status-not-allowed': ({ from, to }) => `جو آرڈر ${from} ہو، اسے ${to} نہیں کیا جا سکتا۔`,
    'needs-shipment': 'براہِ کرم کورئیر اور ٹریکنگ نمبر لکھیں۔',
    'needs-return-reason': 'براہِ کرم بتائیں کہ پارسل کیوں واپس آیا۔',
    'status-changed':
      'صفحہ کھلا رہنے کے دوران یہ آرڈر بدل گیا، اس لیے کچھ نہیں کیا گیا۔ آرڈر کی تازہ صورت دیکھنے کے لیے صفحہ دوبارہ لوڈ کریں۔',
    'not-staff': 'آرڈر صرف فاطن کا عملہ بدل سکتا ہے۔ براہِ کرم اپنے عملے والے اکاؤنٹ سے سائن اِن کریں۔',
  },
)
