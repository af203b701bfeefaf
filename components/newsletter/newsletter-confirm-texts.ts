import { defineTexts } from '@/lib/i18n/define-texts'

/** The newsletter confirmation link's page, one title and one sentence per answer. */
export const newsletterConfirmTexts = defineTexts(
  'newsletter-confirm',
  {
    title: 'Newsletter subscription',
    ready: {
      title: 'Confirm your subscription',
      detail: 'One tap and the newsletter will come to you.',
    },
    confirmed: {
      title: 'Your subscription is confirmed',
      detail: 'Thank you. The newsletter will come to your inbox.',
    },
    'already-confirmed': {
      title: 'Your subscription is already confirmed',
      detail: 'Nothing more to do: the newsletter will come to your inbox.',
    },
    expired: {
      title: 'This link has expired',
      detail: 'Nothing was changed. Sign up again in the box on our home page and we will send a new link.',
    },
    'not-valid': {
      title: 'This link is not valid',
      detail: 'Nothing was changed. Please use the link exactly as it is in the e-mail.',
    },
    unsubscribed: {
      title: 'You are unsubscribed',
      detail:
        'This address left the newsletter, so this link confirms nothing. To receive it again, sign up in the box on our home page.',
    },
    button: 'Confirm my subscription',
    home: 'Back to the shop',
  },
  {
    title: 'نیوز لیٹر کی رکنیت',
    ready: {
      title: 'اپنی رکنیت کی تصدیق کریں',
      detail: 'ایک ٹیپ، اور نیوز لیٹر آپ تک آنے لگے گا۔',
    },
    confirmed: {
      title: 'آپ کی رکنیت کی تصدیق ہو گئی',
      detail: 'شکریہ۔ نیوز لیٹر آپ کے ان باکس میں آئے گا۔',
    },
    'already-confirmed': {
      title: 'آپ کی رکنیت کی تصدیق پہلے ہی ہو چکی ہے',
      detail: 'مزید کچھ کرنے کی ضرورت نہیں: نیوز لیٹر آپ کے ان باکس میں آئے گا۔',
    },
    expired: {
      title: 'اس لنک کی مدت ختم ہو گئی',
      detail: 'کچھ تبدیل نہیں ہوا۔ ہمارے ہوم پیج پر دوبارہ سائن اپ کریں، ہم نیا لنک بھیج دیں گے۔',
    },
    'not-valid': {
      title: 'یہ لنک درست نہیں',
      detail: 'کچھ تبدیل نہیں ہوا۔ براہِ کرم لنک بالکل ویسا ہی استعمال کریں جیسا ای میل میں ہے۔',
    },
    unsubscribed: {
      title: 'آپ کی رکنیت ختم ہو چکی ہے',
      detail:
        'یہ پتا نیوز لیٹر سے نکل چکا ہے، اس لیے یہ لنک کسی چیز کی تصدیق نہیں کرتا۔ نیوز لیٹر دوبارہ پانے کے لیے ہمارے ہوم پیج کے باکس میں سائن اپ کریں۔',
    },
    button: 'میری رکنیت کی تصدیق کریں',
    home: 'دکان پر واپس جائیں',
  },
)
