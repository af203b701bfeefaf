import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** Privacy Policy (/privacy). The contact address comes from data/site.ts and sits between two words. */
export const privacyTexts = defineTexts(
  'privacy',
  {
    page: {
      title: 'Privacy Policy',
      description: `How ${site.name} collects, uses and protects your personal information when you shop with us or create an account.`,
    },
    heading: 'Privacy Policy',
    eyebrow: 'Legal',
    intro: 'Your trust matters to us. This page explains, in plain words, what we collect and why.',
    collect: 'What we collect',
    accountTerm: 'Your account:',
    account: 'your name, email address, optional phone number and preferred language (English or Urdu).',
    ordersTerm: 'Your orders:',
    orders:
      'your delivery address, mobile number and what you bought, so we can deliver and help with returns.',
    savedTerm: 'Your bag and wishlist:',
    saved: 'the items you save, so they are still there when you come back.',
    use: 'How we use it',
    useText:
      'We use your details only to run your account, deliver your orders, answer your questions and, if you sign up for our newsletter, send you news and offers. You can unsubscribe from the newsletter at any time, with the link at the foot of each of its emails.',
    neverSell: 'We never sell your personal information.',
    sharing:
      'We share only what is needed with the services that make the shop work: our courier partners for delivery, and Google Firebase, which securely stores accounts and orders for us.',
    cookies: 'Cookies',
    cookiesText:
      'We use a small number of essential cookies: one keeps you signed in, and one remembers your bag and wishlist on this device. We do not use advertising cookies.',
    campaignsText:
      'If you come to the shop by one of our campaign links (a link we shared on WhatsApp, Instagram or elsewhere, or a QR code), a cookie remembers which campaign and which page you arrived on, for 30 days; the campaign of your last such link is the one kept. If you order, the order records that campaign, so we know which links bring orders. We count the clicks and visits of each campaign as totals per day: the counts hold no name, address, device or anything else about you. No other company sees any of it.',
    choices: 'Your choices',
    choicesBefore:
      'You can view and update your name in your account at any time. To receive a copy of your data, or to have your account and data deleted, email',
    choicesAfter: 'and we will do so within 30 days.',
    changes: 'Changes',
    changesText:
      'If we change this policy, we will update this page and tell account holders about important changes.',
  },
  {
    page: {
      title: 'رازداری کی پالیسی',
      description: `جب آپ ${site.name} سے خریداری کرتی ہیں یا اکاؤنٹ بناتی ہیں تو ہم آپ کی ذاتی معلومات کیسے جمع کرتے، استعمال کرتے اور محفوظ رکھتے ہیں۔`,
    },
    heading: 'رازداری کی پالیسی',
    eyebrow: 'قانونی',
    intro:
      'آپ کا اعتماد ہمارے لیے اہم ہے۔ یہ صفحہ سادہ الفاظ میں بتاتا ہے کہ ہم کیا معلومات جمع کرتے ہیں اور کیوں۔',
    collect: 'ہم کیا جمع کرتے ہیں',
    accountTerm: 'آپ کا اکاؤنٹ:',
    account: 'آپ کا نام، ای میل پتا، فون نمبر (اگر آپ دیں) اور پسندیدہ زبان (انگریزی یا اردو)۔',
    ordersTerm: 'آپ کے آرڈر:',
    orders:
      'ڈیلیوری کا پتا، موبائل نمبر اور آپ نے کیا خریدا، تاکہ ہم سامان پہنچا سکیں اور واپسی میں مدد کر سکیں۔',
    savedTerm: 'آپ کا بیگ اور پسندیدہ فہرست:',
    saved: 'جو چیزیں آپ محفوظ کرتی ہیں، تاکہ واپس آنے پر وہ وہیں موجود ہوں۔',
    use: 'ہم اسے کیسے استعمال کرتے ہیں',
    useText:
      'ہم آپ کی معلومات صرف آپ کا اکاؤنٹ چلانے، آرڈر پہنچانے، آپ کے سوالوں کے جواب دینے اور، اگر آپ ہمارے نیوز لیٹر کے لیے سائن اَپ کریں، آپ کو خبریں اور پیشکشیں بھیجنے کے لیے استعمال کرتے ہیں۔ آپ کسی بھی وقت نیوز لیٹر کی رکنیت ختم کر سکتی ہیں، اس کی ہر ای میل کے آخر میں دیے گئے لنک سے۔',
    neverSell: 'ہم آپ کی ذاتی معلومات کبھی فروخت نہیں کرتے۔',
    sharing:
      'ہم صرف ضروری معلومات انہی سروسز کو دیتے ہیں جن سے دکان چلتی ہے: ڈیلیوری کے لیے ہماری کوریئر کمپنیاں، اور گوگل فائربیس، جو ہمارے لیے اکاؤنٹس اور آرڈر محفوظ طریقے سے رکھتا ہے۔',
    cookies: 'کوکیز',
    cookiesText:
      'ہم صرف چند ضروری کوکیز استعمال کرتے ہیں: ایک آپ کو سائن اِن رکھتی ہے، اور ایک اس ڈیوائس پر آپ کا بیگ اور پسندیدہ فہرست یاد رکھتی ہے۔ ہم اشتہاری کوکیز استعمال نہیں کرتے۔',
    campaignsText:
      'اگر آپ ہمارے کسی مہم کے لنک سے دکان پر آئیں (ایسا لنک جو ہم نے واٹس ایپ، انسٹاگرام یا کہیں اور شیئر کیا ہو، یا کوئی کیو آر کوڈ)، تو ایک کوکی 30 دن تک یاد رکھتی ہے کہ کون سی مہم تھی اور آپ کس صفحے پر آئیں؛ آپ کے آخری ایسے لنک کی مہم ہی رکھی جاتی ہے۔ اگر آپ آرڈر دیں تو آرڈر میں وہ مہم درج ہوتی ہے، تاکہ ہمیں معلوم ہو کہ کون سے لنک آرڈر لاتے ہیں۔ ہم ہر مہم کے کلک اور وزٹ روزانہ کی کل تعداد کے طور پر گنتے ہیں: ان گنتیوں میں آپ کا نام، پتا، ڈیوائس یا آپ کے بارے میں کچھ اور شامل نہیں ہوتا۔ کوئی دوسری کمپنی اس میں سے کچھ نہیں دیکھتی۔',
    choices: 'آپ کے اختیارات',
    choicesBefore:
      'آپ کسی بھی وقت اپنے اکاؤنٹ میں اپنا نام دیکھ اور بدل سکتی ہیں۔ اپنی معلومات کی نقل لینے، یا اپنا اکاؤنٹ اور معلومات حذف کروانے کے لیے',
    choicesAfter: 'پر ای میل کریں؛ ہم 30 دن کے اندر یہ کارروائی مکمل کر دیں گے۔',
    changes: 'تبدیلیاں',
    changesText:
      'اگر ہم یہ پالیسی بدلیں گے تو یہ صفحہ اپ ڈیٹ کریں گے اور اہم تبدیلیوں کے بارے میں اکاؤنٹ رکھنے والوں کو آگاہ کریں گے۔',
  },
)
