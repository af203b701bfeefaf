import { defineTexts } from '@/lib/i18n/define-texts'

/** The newsletter's unsubscribe page (the link in every newsletter e-mail), one title and sentence per state. */
export const newsletterUnsubscribeTexts = defineTexts(
  'newsletter-unsubscribe',
  {
    title: 'Unsubscribe from the newsletter',
    subscribed: {
      title: 'Unsubscribe from the newsletter',
      detail: 'Press the button and we will send no more newsletter e-mails to this address.',
    },
    unsubscribed: {
      title: 'You are unsubscribed',
      detail:
        'We will send no more newsletter e-mails to this address. Changed your mind? Sign up again in the box on our home page.',
    },
    'not-valid': {
      title: 'This unsubscribe link is not valid',
      detail:
        'Nothing was changed. Please use the link exactly as it is in the e-mail, or write to us and we will take you off the list.',
    },
    failed: 'We could not unsubscribe you just now. Please try again in a moment.',
    button: 'Unsubscribe',
    home: 'Back to the shop',
  },
  {
    title: 'نیوز لیٹر کی رکنیت ختم کریں',
    subscribed: {
      title: 'نیوز لیٹر کی رکنیت ختم کریں',
      detail: 'بٹن دبائیں، اس کے بعد ہم اس پتے پر نیوز لیٹر کی کوئی ای میل نہیں بھیجیں گے۔',
    },
    unsubscribed: {
      title: 'آپ کی رکنیت ختم ہو گئی',
      detail:
        'ہم اس پتے پر نیوز لیٹر کی مزید کوئی ای میل نہیں بھیجیں گے۔ ارادہ بدل گیا؟ ہمارے ہوم پیج کے باکس میں دوبارہ سائن اپ کریں۔',
    },
    'not-valid': {
      title: 'یہ لنک درست نہیں',
      detail:
        'کچھ تبدیل نہیں ہوا۔ براہِ کرم لنک بالکل ویسا ہی استعمال کریں جیسا ای میل میں ہے، یا ہمیں لکھیں، ہم آپ کو فہرست سے نکال دیں گے۔',
    },
    failed: 'ہم ابھی آپ کی رکنیت ختم نہیں کر سکے۔ براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    button: 'رکنیت ختم کریں',
    home: 'دکان پر واپس جائیں',
  },
)
