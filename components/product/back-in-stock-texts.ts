import { defineTexts } from '@/lib/i18n/define-texts'

/** "Tell me when it's back": the form under a sold-out size, and the confirmation link's page. */
export const backInStockTexts = defineTexts(
  'back-in-stock',
  {
    heading: (option: string) => `Tell me when ${option} is back`,
    intro: 'Leave your e-mail: we send one message when it is back in stock, and nothing else.',
    email: 'E-mail',
    submit: 'Tell me',
    sent: 'Almost done: please confirm with the link we have just e-mailed you.',
    failed: {
      'too-many-attempts': 'Too many requests. Please try again later.',
      'not-sold-out': 'Good news: it is in stock now, so you can add it to your bag.',
      'product-unavailable': 'That product is no longer available.',
      'invalid-input': 'Please enter a valid e-mail address.',
      other: 'Sorry, that did not work. Please try again.',
    },
    confirm: {
      ready: {
        title: 'Confirm your request',
        detail: 'Press the button, and we will send you one e-mail when it is back in stock.',
      },
      confirmed: {
        title: 'You are on the list',
        detail: 'We will send you one e-mail when it is back in stock.',
      },
      'already-confirmed': {
        title: 'You are already on the list',
        detail: 'We will send you one e-mail when it is back in stock.',
      },
      'already-told': {
        title: 'We have told you already',
        detail:
          'It came back in stock and we sent you the e-mail. Ask again on the product page if it has sold out since.',
      },
      expired: {
        title: 'This link has expired',
        detail: 'Ask again on the product page: we will send a new link.',
      },
      'not-valid': {
        title: 'This link is not valid',
        detail: 'Ask again on the product page: we will send a new link.',
      },
      button: 'Yes, tell me when it is back',
      home: 'Back to the shop',
    },
  },
  {
    heading: (option: string) => `${option} واپس آنے پر مجھے بتائیں`,
    intro: 'اپنی ای میل چھوڑیں: اسٹاک میں واپس آنے پر ہم ایک پیغام بھیجیں گے، اور کچھ نہیں۔',
    email: 'ای میل',
    submit: 'مجھے بتائیں',
    sent: 'بس ایک قدم: براہِ کرم اس لنک سے تصدیق کریں جو ہم نے ابھی آپ کو ای میل کیا ہے۔',
    failed: {
      'too-many-attempts': 'بہت زیادہ درخواستیں۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
      'not-sold-out': 'خوشخبری: یہ اب اسٹاک میں ہے، آپ اسے بیگ میں ڈال سکتی ہیں۔',
      'product-unavailable': 'یہ پروڈکٹ اب دستیاب نہیں۔',
      'invalid-input': 'براہِ کرم درست ای میل پتہ درج کریں۔',
      other: 'معذرت، یہ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    },
    confirm: {
      ready: {
        title: 'اپنی درخواست کی تصدیق کریں',
        detail: 'بٹن دبائیں، اسٹاک میں واپس آنے پر ہم آپ کو ایک ای میل بھیجیں گے۔',
      },
      confirmed: {
        title: 'آپ فہرست میں شامل ہیں',
        detail: 'اسٹاک میں واپس آنے پر ہم آپ کو ایک ای میل بھیجیں گے۔',
      },
      'already-confirmed': {
        title: 'آپ پہلے ہی فہرست میں شامل ہیں',
        detail: 'اسٹاک میں واپس آنے پر ہم آپ کو ایک ای میل بھیجیں گے۔',
      },
      'already-told': {
        title: 'ہم آپ کو بتا چکے ہیں',
        detail:
          'یہ اسٹاک میں واپس آیا اور ہم نے ای میل بھیج دی۔ اگر یہ دوبارہ ختم ہو گیا ہو تو پروڈکٹ کے صفحے پر پھر پوچھیں۔',
      },
      expired: {
        title: 'اس لنک کی مدت ختم ہو گئی',
        detail: 'پروڈکٹ کے صفحے پر دوبارہ پوچھیں: ہم نیا لنک بھیجیں گے۔',
      },
      'not-valid': {
        title: 'یہ لنک درست نہیں',
        detail: 'پروڈکٹ کے صفحے پر دوبارہ پوچھیں: ہم نیا لنک بھیجیں گے۔',
      },
      button: 'جی ہاں، واپس آنے پر بتائیں',
      home: 'دکان پر واپس جائیں',
    },
  },
)
