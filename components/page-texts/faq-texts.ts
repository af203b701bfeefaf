import { returnPolicy } from '@/data/returns'
import { FREE_DELIVERY_FROM } from '@/data/shipping'
import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'
import { leftToRight } from '@/lib/i18n/bidi'

/** Frequently Asked Questions (/faq): the questions by topic, also given to search engines as FAQPage data. */
export const faqTexts = defineTexts(
  'faq',
  {
    page: {
      title: 'Frequently Asked Questions',
      description: `Answers about ${site.name} delivery across Pakistan, returns, payment by cash on delivery, EasyPaisa and JazzCash, sizing and halal certification.`,
    },
    heading: 'Frequently Asked Questions',
    eyebrow: 'Help',
    intro: "Quick answers about delivery, returns, payment and our products. Can't find what you need?",
    contact: 'Contact us',
    end: '.',
    groups: [
      {
        heading: 'Shipping',
        items: [
          {
            question: 'Do you deliver across Pakistan?',
            answer:
              'Yes. We deliver to every city in Pakistan. Orders to Karachi, Lahore, Islamabad and Rawalpindi usually arrive in 2 to 4 working days; other cities and towns in 4 to 7 working days.',
          },
          {
            question: 'How much does delivery cost?',
            answer: `Delivery is free on orders over ${FREE_DELIVERY_FROM}. Below that, a flat delivery fee is shown at checkout before you place your order.`,
          },
          {
            question: 'Can I track my order?',
            answer:
              'Yes. Once your parcel leaves us we send the courier tracking number by email and SMS to the details on your order.',
          },
        ],
      },
      {
        heading: 'Returns & exchanges',
        items: [
          {
            question: 'What is your return policy?',
            answer: `You can return or exchange unworn clothing, hijabs and accessories with their tags within ${returnPolicy.days} days of delivery. For hygiene reasons, beauty products can only be returned unopened and sealed.`,
          },
          {
            question: 'How do I start a return?',
            answer: `Email ${site.contact.email} with your order number and the items you would like to return. We will arrange a pickup or send you the return address.`,
          },
          {
            question: 'When will I get my refund?',
            answer: `Once your return reaches us and is checked, we refund within ${returnPolicy.refundWorkingDays} working days, by bank transfer or to the method you paid with.`,
          },
        ],
      },
      {
        heading: 'Payment',
        items: [
          {
            question: 'Which payment methods do you accept?',
            answer:
              'Right now orders are paid by cash on delivery: you pay the courier when your parcel arrives. Card payments (Visa and MasterCard), PayPal, EasyPaisa and JazzCash are coming soon.',
          },
          {
            question: 'Can I pay with EasyPaisa or JazzCash?',
            answer:
              'Not yet, but both are on the way. Until then, choose cash on delivery at checkout; we will announce mobile wallet payments on our payment page as soon as they are live.',
          },
          {
            question: 'Are prices shown in dollars?',
            answer: 'Yes, all prices are shown in US dollars with two decimals.',
          },
        ],
      },
      {
        heading: 'Sizing & fit',
        items: [
          {
            question: 'How do I choose my size?',
            answer:
              'Our clothing runs from XS to XL. Abayas and jilbabs are cut loose, so choose by your height and shoulder width; if you are between sizes, we suggest the larger one for a more flowing drape.',
          },
          {
            question: 'Can I get a different length?',
            answer:
              'Many of our abayas can be shortened. Mention the length you need when you contact us after ordering and we will tell you if the piece can be altered.',
          },
        ],
      },
      {
        heading: 'Halal certification',
        items: [
          {
            question: 'What does halal certified mean for your beauty products?',
            answer:
              'Products in our Halal Certified collection are certified by an independent halal authority: their ingredients contain no pork derivatives or alcohol, and they are made and handled without cross-contamination.',
          },
          {
            question: 'Is your makeup wudu-friendly?',
            answer:
              'Several of our makeup products are breathable formulas designed to let water pass through. Each product description says whether it is breathable.',
          },
        ],
      },
    ],
  },
  {
    page: {
      title: 'عام سوالات',
      description: `پاکستان بھر میں ${site.name} کی ڈیلیوری، واپسی، ڈیلیوری پر نقد ادائیگی، EasyPaisa اور JazzCash، سائز اور حلال سرٹیفکیشن کے بارے میں جوابات۔`,
    },
    heading: 'عام سوالات',
    eyebrow: 'مدد',
    intro: 'ڈیلیوری، واپسی، ادائیگی اور ہماری مصنوعات کے بارے میں فوری جوابات۔ جو چاہیے وہ نہیں ملا؟',
    contact: 'ہم سے رابطہ کریں',
    end: '۔',
    groups: [
      {
        heading: 'ڈیلیوری',
        items: [
          {
            question: 'کیا آپ پورے پاکستان میں ڈیلیور کرتے ہیں؟',
            answer:
              'جی ہاں۔ ہم پاکستان کے ہر شہر میں ڈیلیور کرتے ہیں۔ کراچی، لاہور، اسلام آباد اور راولپنڈی کے آرڈر عموماً 2 سے 4 کاروباری دن میں پہنچتے ہیں؛ دوسرے شہروں اور قصبوں میں 4 سے 7 کاروباری دن۔',
          },
          {
            question: 'ڈیلیوری کتنے کی ہے؟',
            answer: `${leftToRight(FREE_DELIVERY_FROM)} سے زیادہ کے آرڈر پر ڈیلیوری مفت ہے۔ اس سے کم پر ایک مقررہ ڈیلیوری فیس آرڈر دینے سے پہلے چیک آؤٹ پر دکھائی جاتی ہے۔`,
          },
          {
            question: 'کیا میں اپنا آرڈر ٹریک کر سکتی ہوں؟',
            answer:
              'جی ہاں۔ پارسل روانہ ہوتے ہی ہم کوریئر کا ٹریکنگ نمبر آپ کے آرڈر پر دی گئی تفصیلات پر ای میل اور ایس ایم ایس سے بھیج دیتے ہیں۔',
          },
        ],
      },
      {
        heading: 'واپسی اور تبدیلی',
        items: [
          {
            question: 'آپ کی واپسی کی پالیسی کیا ہے؟',
            answer: `بغیر پہنے ملبوسات، حجاب اور لوازمات، ٹیگ سمیت، ڈیلیوری کے ${returnPolicy.days} دن کے اندر واپس یا تبدیل کیے جا سکتے ہیں۔ صفائی کی وجہ سے بیوٹی مصنوعات صرف بند اور سیل شدہ حالت میں واپس ہو سکتی ہیں۔`,
          },
          {
            question: 'واپسی کیسے شروع کروں؟',
            answer: `اپنے آرڈر نمبر اور واپس کی جانے والی چیزوں کی تفصیل کے ساتھ ${site.contact.email} پر ای میل کریں۔ ہم پک اپ کا انتظام کریں گے یا آپ کو واپسی کا پتا بھیج دیں گے۔`,
          },
          {
            question: 'رقم کب واپس ملے گی؟',
            answer: `واپس کی گئی چیز ہم تک پہنچنے اور جانچ کے بعد ہم ${returnPolicy.refundWorkingDays} کاروباری دن میں رقم واپس کر دیتے ہیں، بینک ٹرانسفر سے یا اسی طریقے سے جس سے آپ نے ادائیگی کی تھی۔`,
          },
        ],
      },
      {
        heading: 'ادائیگی',
        items: [
          {
            question: 'آپ کون سے ادائیگی کے طریقے قبول کرتے ہیں؟',
            answer:
              'اس وقت آرڈر کی ادائیگی ڈیلیوری پر نقد ہوتی ہے: پارسل پہنچنے پر آپ کوریئر کو رقم دیتی ہیں۔ کارڈ (Visa اور MasterCard)، PayPal، EasyPaisa اور JazzCash سے ادائیگی جلد آ رہی ہے۔',
          },
          {
            question: 'کیا میں EasyPaisa یا JazzCash سے ادائیگی کر سکتی ہوں؟',
            answer:
              'ابھی نہیں، لیکن دونوں جلد آ رہے ہیں۔ تب تک چیک آؤٹ پر ڈیلیوری پر ادائیگی چنیں؛ موبائل والٹ سے ادائیگی شروع ہوتے ہی ہم اپنے ادائیگی کے صفحے پر بتا دیں گے۔',
          },
          {
            question: 'کیا قیمتیں ڈالر میں دکھائی جاتی ہیں؟',
            answer: 'جی ہاں، تمام قیمتیں امریکی ڈالر میں، اعشاریہ کے دو ہندسوں تک دکھائی جاتی ہیں۔',
          },
        ],
      },
      {
        heading: 'سائز اور فٹنگ',
        items: [
          {
            question: 'میں اپنا سائز کیسے چنوں؟',
            answer:
              'ہمارے ملبوسات XS سے XL تک ہیں۔ عبایا اور جلباب ڈھیلے سلے ہوتے ہیں، اس لیے اپنے قد اور کندھوں کی چوڑائی کے مطابق چنیں؛ اگر آپ دو سائز کے بیچ ہیں تو زیادہ لہراتے انداز کے لیے بڑا سائز بہتر ہے۔',
          },
          {
            question: 'کیا مجھے مختلف لمبائی مل سکتی ہے؟',
            answer:
              'ہمارے بہت سے عبایا چھوٹے کیے جا سکتے ہیں۔ آرڈر کے بعد ہم سے رابطہ کرتے وقت اپنی مطلوبہ لمبائی بتائیں، ہم بتا دیں گے کہ وہ چیز بدلی جا سکتی ہے یا نہیں۔',
          },
        ],
      },
      {
        heading: 'حلال سرٹیفکیشن',
        items: [
          {
            question: 'آپ کی بیوٹی مصنوعات کے لیے حلال سرٹیفائیڈ کا کیا مطلب ہے؟',
            answer:
              'ہمارے حلال سرٹیفائیڈ کلیکشن کی مصنوعات ایک آزاد حلال ادارے سے تصدیق شدہ ہیں: ان کے اجزا میں سور سے حاصل کردہ کوئی چیز یا الکحل نہیں، اور انہیں کسی آمیزش کے بغیر بنایا اور سنبھالا جاتا ہے۔',
          },
          {
            question: 'کیا آپ کا میک اپ وضو کے لیے موزوں ہے؟',
            answer:
              'ہماری کئی میک اپ مصنوعات ہوادار فارمولے ہیں جو پانی کو گزرنے دیتے ہیں۔ ہر چیز کی تفصیل میں لکھا ہے کہ وہ ہوادار ہے یا نہیں۔',
          },
        ],
      },
    ],
  },
)
