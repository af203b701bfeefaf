import { returnPolicy } from '@/data/returns'
import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

const { percentOff } = site.promo

/** Terms & Conditions (/terms). Figures come from data/site.ts and data/returns.ts in both languages. */
export const termsTexts = defineTexts(
  'terms',
  {
    page: {
      title: 'Terms & Conditions',
      description: `The terms for shopping at ${site.name}: orders, prices, delivery, returns, promotions and use of your account.`,
    },
    heading: 'Terms & Conditions',
    eyebrow: 'Legal',
    intro: `The simple rules that apply when you shop at ${site.name}. By placing an order, you agree to them.`,
    orders: 'Orders',
    ordersText:
      'When you place an order, we send a confirmation by email. We may cancel an order if an item is out of stock or a price was shown in error; if so, we will tell you straight away and you will not be charged.',
    prices: 'Prices and payment',
    pricesBefore:
      'Prices are shown in US dollars and include the discounts shown on the page. Orders are currently paid by cash on delivery; see',
    paymentLink: 'payment methods',
    pricesAfter: '.',
    promotions: 'Promotions',
    // The promo code itself (the same in both languages) goes between these two.
    promoBefore: 'Promo codes, such as',
    promoAfter: `for ${percentOff}% off and the ${site.firstOrderDiscountPercent}% welcome discount, apply to a customer's first order only, one code per order. Flash sale prices last until the countdown on the sale page ends.`,
    delivery: 'Delivery and returns',
    deliveryBefore: 'Delivery times and costs are explained on our',
    shippingLink: 'shipping page',
    returnsBefore: `. Unworn items with their tags can be returned within ${returnPolicy.days} days of delivery; beauty products only if unopened. See the`,
    faqLink: 'FAQ',
    returnsAfter: 'for how to return an item.',
    account: 'Your account',
    accountText:
      'Please keep your password private. You are responsible for orders placed from your account; tell us straight away if you think someone else has used it.',
    contact: 'Contact',
    contactBefore: 'Questions about these terms? Email',
    contactAfter: '.',
  },
  {
    page: {
      title: 'شرائط و ضوابط',
      description: `${site.name} سے خریداری کی شرائط: آرڈر، قیمتیں، ڈیلیوری، واپسی، پیشکشیں اور آپ کے اکاؤنٹ کا استعمال۔`,
    },
    heading: 'شرائط و ضوابط',
    eyebrow: 'قانونی',
    intro: `${site.name} سے خریداری پر لاگو ہونے والے سادہ اصول۔ آرڈر دے کر آپ ان سے اتفاق کرتی ہیں۔`,
    orders: 'آرڈر',
    ordersText:
      'آرڈر دینے پر ہم ای میل کے ذریعے تصدیق بھیجتے ہیں۔ اگر کوئی چیز اسٹاک میں نہ رہے یا قیمت غلطی سے دکھائی گئی ہو تو ہم آرڈر منسوخ کر سکتے ہیں؛ ایسی صورت میں ہم آپ کو فوراً بتائیں گے اور آپ سے کوئی رقم نہیں لی جائے گی۔',
    prices: 'قیمتیں اور ادائیگی',
    pricesBefore:
      'قیمتیں امریکی ڈالر میں دکھائی جاتی ہیں اور ان میں صفحے پر دکھائی گئی رعایتیں شامل ہیں۔ فی الحال آرڈر کی ادائیگی ڈیلیوری پر نقد کی جاتی ہے؛ تفصیل کے لیے',
    paymentLink: 'ادائیگی کے طریقے',
    pricesAfter: ' دیکھیے۔',
    promotions: 'پیشکشیں',
    promoBefore: 'پرومو کوڈ، جیسے',
    promoAfter: `جس سے ${percentOff}% رعایت ملتی ہے، اور ${site.firstOrderDiscountPercent}% خوش آمدید رعایت صرف گاہک کے پہلے آرڈر پر لاگو ہوتے ہیں، اور ایک آرڈر پر ایک ہی کوڈ استعمال کیا جا سکتا ہے۔ فلیش سیل کی قیمتیں سیل کے صفحے پر الٹی گنتی ختم ہونے تک برقرار رہتی ہیں۔`,
    delivery: 'ڈیلیوری اور واپسی',
    deliveryBefore: 'ڈیلیوری کا وقت اور اخراجات ہمارے',
    shippingLink: 'ڈیلیوری کے صفحے',
    returnsBefore: ` پر بتائے گئے ہیں۔ بغیر پہنی ہوئی چیزیں ٹیگ سمیت ڈیلیوری کے ${returnPolicy.days} دن کے اندر واپس کی جا سکتی ہیں؛ بیوٹی مصنوعات صرف اسی صورت میں جب وہ کھولی نہ گئی ہوں۔ چیز واپس کرنے کا طریقہ جاننے کے لیے`,
    faqLink: 'عام سوالات',
    returnsAfter: 'دیکھیے۔',
    account: 'آپ کا اکاؤنٹ',
    accountText:
      'براہِ کرم اپنا پاس ورڈ کسی کو نہ بتائیں۔ آپ کے اکاؤنٹ سے دیے گئے آرڈرز کی ذمہ داری آپ پر ہے؛ اگر آپ کو لگے کہ کسی اور نے اسے استعمال کیا ہے تو ہمیں فوراً بتائیں۔',
    contact: 'رابطہ',
    contactBefore: 'ان شرائط کے بارے میں کوئی سوال ہو تو',
    contactAfter: ' پر ای میل کریں۔',
  },
)
