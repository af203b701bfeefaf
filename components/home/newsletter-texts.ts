import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The home page's newsletter box. Its error messages are in lib/i18n/form-message-texts.ts with the others. */
export const newsletterTexts = defineTexts(
  'newsletter',
  {
    eyebrow: `The ${site.name} letter`,
    heading: 'Join Our Newsletter',
    leadBefore: 'New collections, styling notes and early sale access, plus',
    offer: (percent: number) => `${percent}% off your first order`,
    leadAfter: 'with a welcome discount code.',
    email: 'Email address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    thanks: 'Thank you for subscribing!',
    checkInbox: 'Please check your inbox and confirm your subscription with the link we sent.',
    useCode: 'Use code',
    codeFor: (percent: number) => `for ${percent}% off your first order.`,
    codeOnItsWay: (percent: number) => `Your ${percent}% welcome code is on its way to your inbox.`,
  },
  {
    eyebrow: `${site.name} کا خط`,
    heading: 'ہمارے نیوز لیٹر میں شامل ہوں',
    leadBefore: 'نئے کلیکشن، پہناوے کے مشورے اور سیل تک سب سے پہلے رسائی، اور ساتھ',
    offer: (percent: number) => `پہلے آرڈر پر ${percent}% رعایت`,
    leadAfter: 'خوش آمدیدی رعایتی کوڈ کے ساتھ۔',
    email: 'ای میل پتا',
    subscribe: 'شامل ہوں',
    subscribing: 'شامل کیا جا رہا ہے…',
    thanks: 'شامل ہونے کا شکریہ!',
    checkInbox: 'براہِ کرم اپنا اِن باکس دیکھیں اور ہمارے بھیجے ہوئے لنک سے اپنی رکنیت کی تصدیق کریں۔',
    useCode: 'پہلے آرڈر پر',
    codeFor: (percent: number) => `${percent}% رعایت کے لیے یہ کوڈ استعمال کریں۔`,
    codeOnItsWay: (percent: number) => `آپ کا ${percent}% خوش آمدیدی کوڈ آپ کے اِن باکس کی طرف روانہ ہے۔`,
  },
)
