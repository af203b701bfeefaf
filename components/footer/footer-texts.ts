import { FREE_DELIVERY_FROM } from '@/data/shipping'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The footer's words; the link columns' targets are in footer-links.ts, their labels here by column. */
export const footerTexts = defineTexts(
  'footer',
  {
    claims: {
      shipping: { title: 'Free shipping', text: `On every order over ${FREE_DELIVERY_FROM}` },
      halal: { title: 'Halal certified', text: 'Beauty you can trust, certified halal' },
      payment: { title: 'Multiple payment options', text: 'Cards, PayPal, EasyPaisa and JazzCash' },
    },
    about:
      'Modest fashion made with care: flowing abayas and jilbabs, soft hijabs and shawls, halal-certified beauty and finishing touches, chosen for the way you live and pray.',
    city: 'Lahore, Pakistan',
    nav: 'Footer',
    columns: {
      shop: {
        title: 'Shop',
        clothing: 'Clothing',
        accessories: 'Accessories',
        beauty: 'Beauty',
        festive: 'Festive',
        sale: 'Sale',
      },
      help: {
        title: 'Help',
        contact: 'Contact Us',
        lookup: 'Find Your Order',
        faq: 'FAQ',
        shipping: 'Shipping & Returns',
        payment: 'Payment Options',
      },
      company: {
        title: 'Company',
        about: 'About Us',
        blog: 'Blog',
        careers: 'Careers',
        loyalty: 'Loyalty Rewards',
      },
      legal: { title: 'Legal', privacy: 'Privacy Policy', terms: 'Terms of Service' },
    },
    weAccept: 'We accept',
    paymentMethods: 'Payment methods',
    rights: 'All rights reserved.',
  },
  {
    claims: {
      shipping: { title: 'مفت ڈیلیوری', text: `${FREE_DELIVERY_FROM} سے زائد کے ہر آرڈر پر` },
      halal: { title: 'حلال سرٹیفائیڈ', text: 'قابلِ بھروسا بیوٹی، حلال سرٹیفائیڈ' },
      payment: { title: 'ادائیگی کے کئی طریقے', text: 'کارڈ، PayPal، EasyPaisa اور JazzCash' },
    },
    about:
      'محبت سے تیار کیا گیا باپردہ فیشن: بہتے ہوئے عبایا اور جلباب، نرم حجاب اور شالیں، حلال سرٹیفائیڈ بیوٹی اور دلکش لوازمات، آپ کے رہن سہن اور عبادت کے انداز کے مطابق۔',
    city: 'لاہور، پاکستان',
    nav: 'فوٹر',
    columns: {
      shop: {
        title: 'خریداری',
        clothing: 'ملبوسات',
        accessories: 'لوازمات',
        beauty: 'بیوٹی',
        festive: 'تہوار',
        sale: 'سیل',
      },
      help: {
        title: 'مدد',
        contact: 'ہم سے رابطہ کریں',
        lookup: 'اپنا آرڈر تلاش کریں',
        faq: 'عام سوالات',
        shipping: 'ڈیلیوری اور واپسی',
        payment: 'ادائیگی کے طریقے',
      },
      company: {
        title: 'ادارہ',
        about: 'ہمارے بارے میں',
        blog: 'بلاگ',
        careers: 'ملازمتیں',
        loyalty: 'لائلٹی انعامات',
      },
      legal: { title: 'قانونی', privacy: 'پرائیویسی پالیسی', terms: 'شرائط و ضوابط' },
    },
    weAccept: 'ہم قبول کرتے ہیں',
    paymentMethods: 'ادائیگی کے طریقے',
    rights: 'جملہ حقوق محفوظ ہیں۔',
  },
)
