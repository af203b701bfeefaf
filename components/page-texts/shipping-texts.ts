import { returnPolicy } from '@/data/returns'
import { FREE_DELIVERY_FROM, shippingRules } from '@/data/shipping'
import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'
import { leftToRight } from '@/lib/i18n/bidi'

const { min, max } = shippingRules.delivery.transitDays

/** Shipping & Returns (/shipping). Figures come from data/shipping.ts and data/returns.ts in both languages. */
export const shippingTexts = defineTexts(
  'shipping',
  {
    page: {
      title: 'Shipping & Returns',
      description: `${site.name} delivers across Pakistan: free shipping on orders over ${FREE_DELIVERY_FROM}, ${min} to ${max} working days with tracking, and ${returnPolicy.days}-day returns.`,
    },
    heading: 'Shipping & Returns',
    eyebrow: 'Delivery',
    intro: `Free shipping on every order over ${FREE_DELIVERY_FROM}, delivered to your door anywhere in Pakistan.`,
    costs: 'Delivery costs',
    freeTerm: `Orders over ${FREE_DELIVERY_FROM}:`,
    free: 'free delivery.',
    smallTerm: 'Smaller orders:',
    small: 'a flat delivery fee shown at checkout, before you place your order.',
    times: 'Delivery times',
    dispatch:
      'We dispatch orders placed before 2 pm (PKT) on the same working day. Typical delivery times are:',
    areas: [
      'Lahore, Karachi, Islamabad and Rawalpindi:',
      'Other major cities (Faisalabad, Multan, Peshawar, Quetta and more):',
      'Smaller towns and remote areas:',
    ],
    days: ['2 to 4 working days', '3 to 5 working days', '4 to 7 working days'],
    seasons: 'During Eid and sale seasons, please allow one or two extra days.',
    tracking: 'Tracking your parcel',
    trackingText:
      "When your order leaves us, we send the courier's tracking number by email and SMS. The courier will call before delivering; please keep your phone nearby.",
    paying: 'Paying on delivery',
    payingBefore:
      'Orders are paid by cash on delivery: please have the exact amount ready for the courier. See',
    payingLink: 'payment methods',
    payingAfter: 'for what is coming next.',
    returns: 'Returns and exchanges',
    returnsText: `Changed your mind? Unworn clothing, hijabs and accessories with their tags can be returned or exchanged within ${returnPolicy.days} days of delivery. Beauty products can be returned only if unopened and sealed.`,
    startBefore: 'To start a return, email',
    startAfter: `with your order number. Once we receive and check the item, we refund within ${returnPolicy.refundWorkingDays} working days.`,
    questions: 'Questions?',
    readOur: 'Read our',
    faq: 'FAQ',
    or: 'or',
    contact: 'contact customer care',
    end: '.',
  },
  {
    page: {
      title: 'ڈیلیوری اور واپسی',
      description: `${site.name} پورے پاکستان میں ڈیلیور کرتا ہے: ${FREE_DELIVERY_FROM} سے زیادہ کے آرڈر پر مفت ڈیلیوری، ٹریکنگ کے ساتھ ${min} سے ${max} کاروباری دن، اور ${returnPolicy.days} دن میں واپسی۔`,
    },
    heading: 'ڈیلیوری اور واپسی',
    eyebrow: 'ڈیلیوری',
    intro: `${leftToRight(FREE_DELIVERY_FROM)} سے زیادہ کے ہر آرڈر پر مفت ڈیلیوری، پاکستان میں کہیں بھی آپ کے دروازے تک۔`,
    costs: 'ڈیلیوری کے اخراجات',
    freeTerm: `${leftToRight(FREE_DELIVERY_FROM)} سے زیادہ کے آرڈر:`,
    free: 'مفت ڈیلیوری۔',
    smallTerm: 'چھوٹے آرڈر:',
    small: 'ایک مقررہ ڈیلیوری فیس، جو آرڈر دینے سے پہلے چیک آؤٹ پر دکھائی جاتی ہے۔',
    times: 'ڈیلیوری کا وقت',
    dispatch:
      'دوپہر 2 بجے (پاکستانی وقت) سے پہلے کے آرڈر ہم اسی کاروباری دن روانہ کر دیتے ہیں۔ عام طور پر ڈیلیوری میں اتنا وقت لگتا ہے:',
    areas: [
      'لاہور، کراچی، اسلام آباد اور راولپنڈی:',
      'دوسرے بڑے شہر (فیصل آباد، ملتان، پشاور، کوئٹہ اور مزید):',
      'چھوٹے قصبے اور دور دراز علاقے:',
    ],
    days: ['2 سے 4 کاروباری دن', '3 سے 5 کاروباری دن', '4 سے 7 کاروباری دن'],
    seasons: 'عید اور سیل کے دنوں میں براہِ کرم ایک دو دن زیادہ کا اندازہ رکھیں۔',
    tracking: 'اپنے پارسل کی ٹریکنگ',
    trackingText:
      'آرڈر روانہ ہوتے ہی ہم کوریئر کا ٹریکنگ نمبر ای میل اور ایس ایم ایس سے بھیج دیتے ہیں۔ کوریئر ڈیلیوری سے پہلے کال کرے گا؛ براہِ کرم اپنا فون قریب رکھیں۔',
    paying: 'ڈیلیوری پر ادائیگی',
    payingBefore:
      'آرڈر کی ادائیگی ڈیلیوری پر نقد ہوتی ہے: براہِ کرم کوریئر کے لیے پوری رقم تیار رکھیں۔ آگے کیا آ رہا ہے، یہ',
    payingLink: 'ادائیگی کے طریقے',
    payingAfter: 'میں دیکھیں۔',
    returns: 'واپسی اور تبدیلی',
    returnsText: `ارادہ بدل گیا؟ بغیر پہنے ملبوسات، حجاب اور لوازمات، ٹیگ سمیت، ڈیلیوری کے ${returnPolicy.days} دن کے اندر واپس یا تبدیل کیے جا سکتے ہیں۔ بیوٹی مصنوعات صرف بند اور سیل شدہ حالت میں واپس ہو سکتی ہیں۔`,
    startBefore: 'واپسی شروع کرنے کے لیے اپنے آرڈر نمبر کے ساتھ',
    startAfter: `پر ای میل کریں۔ چیز ملنے اور جانچ کے بعد ہم ${returnPolicy.refundWorkingDays} کاروباری دن میں رقم واپس کر دیتے ہیں۔`,
    questions: 'کوئی سوال؟',
    readOur: 'ہمارے',
    faq: 'عام سوالات',
    or: 'پڑھیں یا',
    contact: 'کسٹمر کیئر سے رابطہ کریں',
    end: '۔',
  },
)
