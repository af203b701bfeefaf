import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

type Method = (typeof site.paymentMethods)[number]

/** Payment Methods (/payment): cash on delivery today, and the methods on the way. */
export const paymentTexts = defineTexts(
  'payment',
  {
    page: {
      title: 'Payment Methods',
      description: `Pay for your ${site.name} order by cash on delivery anywhere in Pakistan. Visa, MasterCard, PayPal, EasyPaisa and JazzCash are coming soon.`,
    },
    heading: 'Payment Methods',
    eyebrow: 'Paying for your order',
    intro: 'Today every order is paid by cash on delivery. Online payments are on the way.',
    availableNow: 'Available now',
    cod: 'Cash on delivery',
    codText:
      'Choose cash on delivery at checkout and pay the courier in cash when your parcel arrives, anywhere in Pakistan. There is nothing to pay online and no card needed.',
    comingSoon: 'Coming soon',
    comingText:
      'We are setting up these methods now. They are not available at checkout yet; this page will say so as soon as each one is live.',
    notes: {
      Visa: 'Pay securely by Visa debit or credit card.',
      MasterCard: 'Pay securely by MasterCard debit or credit card.',
      PayPal: 'Pay from your PayPal balance or linked card.',
      EasyPaisa: 'Pay from your EasyPaisa mobile account.',
      JazzCash: 'Pay from your JazzCash mobile wallet.',
    } satisfies Record<Method, string>,
  },
  {
    page: {
      title: 'ادائیگی کے طریقے',
      description: `اپنے ${site.name} آرڈر کی ادائیگی پاکستان میں کہیں بھی ڈیلیوری پر نقد کریں۔ Visa، MasterCard، PayPal، EasyPaisa اور JazzCash جلد آ رہے ہیں۔`,
    },
    heading: 'ادائیگی کے طریقے',
    eyebrow: 'آرڈر کی ادائیگی',
    intro: 'اس وقت ہر آرڈر کی ادائیگی ڈیلیوری پر نقد ہوتی ہے۔ آن لائن ادائیگی جلد آ رہی ہے۔',
    availableNow: 'ابھی دستیاب',
    cod: 'ڈیلیوری پر ادائیگی',
    codText:
      'چیک آؤٹ پر ڈیلیوری پر ادائیگی چنیں اور پارسل پہنچنے پر کوریئر کو نقد رقم دیں، پاکستان میں کہیں بھی۔ آن لائن کچھ ادا نہیں کرنا اور کسی کارڈ کی ضرورت نہیں۔',
    comingSoon: 'جلد آ رہا ہے',
    comingText:
      'ہم یہ طریقے ابھی تیار کر رہے ہیں۔ یہ ابھی چیک آؤٹ پر دستیاب نہیں؛ جیسے ہی کوئی طریقہ شروع ہوگا، یہ صفحہ بتا دے گا۔',
    notes: {
      Visa: 'Visa ڈیبٹ یا کریڈٹ کارڈ سے محفوظ ادائیگی کریں۔',
      MasterCard: 'MasterCard ڈیبٹ یا کریڈٹ کارڈ سے محفوظ ادائیگی کریں۔',
      PayPal: 'اپنے PayPal بیلنس یا منسلک کارڈ سے ادائیگی کریں۔',
      EasyPaisa: 'اپنے EasyPaisa موبائل اکاؤنٹ سے ادائیگی کریں۔',
      JazzCash: 'اپنے JazzCash موبائل والٹ سے ادائیگی کریں۔',
    },
  },
)
