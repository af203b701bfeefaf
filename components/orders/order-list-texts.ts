import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'
import { MOBILE_HINT } from '@/lib/checkout/address-schema'
import { leftToRight } from '@/lib/i18n/bidi'

/** The account's order history and the guest order lookup (the order page's own words are in order-texts.ts). */
export const orderListTexts = defineTexts(
  'order-list',
  {
    history: {
      title: 'My orders',
      count: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
      none: 'You have no orders yet',
      offerBefore: 'Use code',
      offerAfter: `for ${site.firstOrderDiscountPercent}% off your first order.`,
      start: 'Start shopping',
      list: 'Your orders, newest first',
      order: 'Order ',
      items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
    },
    lookup: {
      page: {
        title: 'Find your order',
        description:
          'See an order you placed without an account, with its order number and your mobile number.',
      },
      heading: 'Find your order',
      lead: 'Ordered without an account? Enter your order number and the mobile number you gave, and we will show you the order.',
      haveAccount: 'Have an account?',
      signIn: 'Sign in to see all your orders',
      form: 'Find your order',
      number: 'Order number',
      numberHint: 'On your order confirmation, starting with FT-',
      mobile: 'Mobile number',
      mobileHint: `The one you gave with the order. ${MOBILE_HINT}`,
      submit: 'Find my order',
      pending: 'Looking for your order…',
    },
  },
  {
    history: {
      title: 'میرے آرڈر',
      count: (count: number) => `${count} آرڈر`,
      none: 'آپ نے ابھی تک کوئی آرڈر نہیں دیا',
      offerBefore: 'پہلے آرڈر پر',
      offerAfter: `${site.firstOrderDiscountPercent}% رعایت کے لیے یہ کوڈ استعمال کریں۔`,
      start: 'خریداری شروع کریں',
      list: 'آپ کے آرڈر، نئے سے پرانے',
      order: 'آرڈر ',
      items: (count: number) => `${count} ${count === 1 ? 'چیز' : 'چیزیں'}`,
    },
    lookup: {
      page: {
        title: 'اپنا آرڈر تلاش کریں',
        description: 'اکاؤنٹ کے بغیر دیا گیا آرڈر اس کے آرڈر نمبر اور اپنے موبائل نمبر سے دیکھیں۔',
      },
      heading: 'اپنا آرڈر تلاش کریں',
      lead: 'اکاؤنٹ کے بغیر آرڈر کیا تھا؟ اپنا آرڈر نمبر اور وہ موبائل نمبر لکھیں جو آپ نے دیا تھا، ہم آپ کو آرڈر دکھا دیں گے۔',
      haveAccount: 'اکاؤنٹ ہے؟',
      signIn: 'اپنے تمام آرڈر دیکھنے کے لیے سائن اِن کریں',
      form: 'اپنا آرڈر تلاش کریں',
      number: 'آرڈر نمبر',
      numberHint: 'آپ کی آرڈر کی تصدیق پر، FT- سے شروع ہونے والا',
      mobile: 'موبائل نمبر',
      mobileHint: `وہی نمبر جو آپ نے آرڈر کے ساتھ دیا تھا، مثلاً ${leftToRight('0300 1234567')} یا ${leftToRight('+92 300 1234567')}`,
      submit: 'میرا آرڈر تلاش کریں',
      pending: 'آپ کا آرڈر تلاش کیا جا رہا ہے…',
    },
  },
)
