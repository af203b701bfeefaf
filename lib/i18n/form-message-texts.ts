import { EMAIL_ERROR } from '@/lib/checkout/email-address'
import { MOBILE_ERROR } from '@/lib/checkout/pakistani-mobile'
import { accountMessageTexts } from './account-message-texts'
import { commonMessageTexts } from './common-message-texts'
import { defineTexts, type Texts } from './define-texts'
import type { Locale } from './locales'
import { translateMessage } from './translate-message'
import { leftToRight } from './bidi'

/**
 * The checkout's validation and refusal messages. The schemas (lib/checkout) write them in English for the
 * browser and the server alike; a form shows them through translateFormMessage, which gives the Urdu for a
 * sentence listed here and leaves any other as it is. Refusals of an order are chosen by their code instead.
 */
export const formMessageTexts = defineTexts(
  'form-messages',
  {
    fullName: 'Please enter your full name.',
    nameLong: 'Please shorten the name to 80 characters.',
    mobile: MOBILE_ERROR,
    mobileEmpty: 'Please enter a mobile number.',
    address: 'Please enter your street address (house, street, area).',
    addressLong: 'Please shorten the address to 200 characters.',
    city: 'Please enter your city.',
    cityLong: 'Please shorten the city to 60 characters.',
    province: 'Please choose your province or territory.',
    postalCode: 'A postal code has 5 digits (or leave it empty).',
    promo: 'Please check the promo code.',
    promoLong: 'Promo codes are at most 40 characters long.',
    promoEmpty: 'Please enter a promo code.',
    payment: 'Please choose how you will pay.',
    expired: 'This checkout form has expired. Please reload the page.',
    email: EMAIL_ERROR,
    emailEmpty: 'Please enter your e-mail address for the receipt.',
  },
  {
    fullName: 'براہِ کرم اپنا پورا نام لکھیں۔',
    nameLong: 'براہِ کرم نام 80 حروف تک مختصر کریں۔',
    mobile: `براہِ کرم پاکستانی موبائل نمبر لکھیں، جیسے ${leftToRight('0300 1234567')} یا ${leftToRight('+92 300 1234567')}۔`,
    mobileEmpty: 'براہِ کرم موبائل نمبر لکھیں۔',
    address: 'براہِ کرم اپنا پتا لکھیں (مکان، گلی، علاقہ)۔',
    addressLong: 'براہِ کرم پتا 200 حروف تک مختصر کریں۔',
    city: 'براہِ کرم اپنا شہر لکھیں۔',
    cityLong: 'براہِ کرم شہر کا نام 60 حروف تک مختصر کریں۔',
    province: 'براہِ کرم اپنا صوبہ یا علاقہ منتخب کریں۔',
    postalCode: 'پوسٹل کوڈ 5 ہندسوں کا ہوتا ہے (یا خالی چھوڑ دیں)۔',
    promo: 'براہِ کرم پرومو کوڈ دوبارہ دیکھیں۔',
    promoLong: 'پرومو کوڈ زیادہ سے زیادہ 40 حروف کا ہوتا ہے۔',
    promoEmpty: 'براہِ کرم پرومو کوڈ لکھیں۔',
    payment: 'براہِ کرم ادائیگی کا طریقہ منتخب کریں۔',
    expired: 'یہ چیک آؤٹ فارم پرانا ہو گیا ہے۔ براہِ کرم صفحہ دوبارہ لوڈ کریں۔',
    email: 'براہِ کرم اپنا ای میل پتا لکھیں، جیسے name@example.com۔',
    emailEmpty: 'رسید کے لیے براہِ کرم اپنا ای میل پتا لکھیں۔',
  },
)

/** Promo refusals name the code: 'FATIN15 is only valid on your first order.' */
const PROMO_PATTERNS: ReadonlyArray<readonly [RegExp, (code: string) => string]> = [
  [/^(.+) is not a valid promo code\.$/, (code) => `${code} درست پرومو کوڈ نہیں ہے۔`],
  [/^(.+) is only valid on your first order\.$/, (code) => `${code} صرف آپ کے پہلے آرڈر پر لاگو ہوتا ہے۔`],
]

/**
 * Every table of messages a form can show: the checkout's, the accounts' and order lookup's, and the
 * refusals common to every action. The newsletter box has its own (lib/newsletter/newsletter-message-texts.ts).
 */
const MESSAGE_TABLES: ReadonlyArray<Texts<object>> = [
  formMessageTexts,
  accountMessageTexts,
  commonMessageTexts,
]

/**
 * The page language's version of a message a schema, a server action or Firebase's error mapping wrote in
 * English; a message no table lists is shown as it is.
 */
export function translateFormMessage(locale: Locale, message: string): string
export function translateFormMessage(locale: Locale, message: string | undefined): string | undefined
export function translateFormMessage(locale: Locale, message: string | undefined): string | undefined {
  if (locale === 'en' || message === undefined) return message
  const listed = translateMessage(locale, message, MESSAGE_TABLES)
  if (listed !== message) return listed
  for (const [pattern, urdu] of PROMO_PATTERNS) {
    const match = pattern.exec(message)
    if (match?.[1]) return urdu(match[1])
  }
  return message
}
