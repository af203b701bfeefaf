import { site } from '@/data/site'
import { leftToRight } from '@/lib/i18n/bidi'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The "Confirm my order" link's page and the order page's confirm button (their answers: confirm-message-texts.ts). */
export const confirmTexts = defineTexts(
  'order-confirm',
  {
    page: { title: 'Confirm your order' },
    heading: 'Confirm your cash-on-delivery order',
    lead: 'Please check your order and confirm that you want it, so we can pack it and send it. You pay the courier in cash when it arrives.',
    summary: 'Your order',
    mobile: 'Mobile',
    mobileEnding: (digits: string) => `a number ending in ${digits}`,
    number: 'Order number',
    button: 'Confirm my order',
    confirming: 'Confirming…',
    region: 'Confirm your order',
    findOrder: 'Find your order',
    contact: `Contact us: ${site.contact.email} or ${site.contact.phone}`,
    continueShopping: 'Continue shopping',
    orderPageLead: 'Please confirm that you want this order: we pack it as soon as you do.',
    confirmFromEmail: (email: string) =>
      `Please confirm that you want this order with the "Confirm my order" button in the e-mail we sent to ${email}: we pack it as soon as you do.`,
    verifyToConfirm: (email: string) =>
      `Please verify your e-mail address with the link we sent to ${email}. Then confirm your order here or from the receipt that follows: we pack it as soon as you do.`,
    confirmedByYou: (moment: string) => `Confirmed by you on ${moment}`,
    mailNotSent: (email: string, mobile: string) =>
      `We could not e-mail ${email} today: that address has already had as many e-mails from us as we send in a day. We will call you on ${mobile} to confirm this order.`,
  },
  {
    page: { title: 'اپنے آرڈر کی تصدیق کریں' },
    heading: 'ڈیلیوری پر ادائیگی والے اپنے آرڈر کی تصدیق کریں',
    lead: 'براہِ کرم اپنا آرڈر دیکھ کر تصدیق کریں کہ آپ یہ چاہتی ہیں، تاکہ ہم اسے پیک کر کے بھیج سکیں۔ پارسل پہنچنے پر آپ کوریئر کو نقد ادائیگی کریں گی۔',
    summary: 'آپ کا آرڈر',
    mobile: 'موبائل',
    mobileEnding: (digits: string) => `ایک نمبر جس کے آخر میں ${digits} ہے`,
    number: 'آرڈر نمبر',
    button: 'میرے آرڈر کی تصدیق کریں',
    confirming: 'تصدیق ہو رہی ہے…',
    region: 'اپنے آرڈر کی تصدیق کریں',
    findOrder: 'اپنا آرڈر تلاش کریں',
    contact: `ہم سے رابطہ: ${leftToRight(site.contact.email)} یا ${leftToRight(site.contact.phone)}`,
    continueShopping: 'خریداری جاری رکھیں',
    orderPageLead: 'براہِ کرم تصدیق کریں کہ آپ یہ آرڈر چاہتی ہیں: تصدیق ہوتے ہی ہم اسے پیک کریں گے۔',
    confirmFromEmail: (email: string) =>
      `براہِ کرم ${leftToRight(email)} پر بھیجی گئی ای میل میں "میرے آرڈر کی تصدیق کریں" دبا کر تصدیق کریں کہ آپ یہ آرڈر چاہتی ہیں: تصدیق ہوتے ہی ہم اسے پیک کریں گے۔`,
    verifyToConfirm: (email: string) =>
      `براہِ کرم ${leftToRight(email)} پر بھیجے گئے لنک سے اپنی ای میل کی تصدیق کریں۔ پھر اپنے آرڈر کی تصدیق یہاں کریں یا اس کے بعد آنے والی رسید سے: تصدیق ہوتے ہی ہم اسے پیک کریں گے۔`,
    confirmedByYou: (moment: string) => `آپ نے ${moment} کو تصدیق کی`,
    mailNotSent: (email: string, mobile: string) =>
      `ہم آج ${leftToRight(email)} پر ای میل نہیں بھیج سکے: اس پتے پر ایک دن میں جتنی ای میلیں ہم بھیجتے ہیں، وہ آج جا چکی ہیں۔ اس آرڈر کی تصدیق کے لیے ہم آپ کو ${leftToRight(mobile)} پر کال کریں گے۔`,
  },
)
