import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The home page's own words (the slides', cards' and reviews' words are in the catalogue, data/ur/home.ts). */
export const homeTexts = defineTexts(
  'home',
  {
    title: `${site.name} | Modest Fashion, Hijabs & Halal Beauty`,
    description:
      'Shop abayas, jilbabs, kaftans, hijabs and halal-certified beauty at Fatin. New arrivals every week, free shipping over $50 and 10% off your first order.',
    heading: 'Fatin: modest fashion, hijabs and halal beauty',
    badges: { New: 'New', Trending: 'Trending', Bestseller: 'Bestseller', Limited: 'Limited' },
    arrivals: {
      title: 'New Arrivals',
      eyebrow: 'Just in',
      intro: 'Fresh silhouettes and soft fabrics, chosen for the season ahead.',
    },
    sale: { kicker: 'Limited time', title: 'Eid Sale Ends In', shop: 'Shop Sale' },
    discover: {
      title: 'Discover Your Style',
      eyebrow: 'Shop by category',
      intro: 'From everyday abayas to halal beauty, everything for a graceful, modest wardrobe.',
      explore: 'Explore',
    },
    customers: {
      title: 'Captivated Customers',
      eyebrow: 'Kind words',
      intro: 'What shoppers across Pakistan say about their Fatin pieces.',
      reviews: 'Customer reviews',
      verified: 'Verified buyer',
      rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
    },
    benefitsHeading: 'Why shop with Fatin',
    journal: {
      title: 'Inspire Your Look',
      eyebrow: 'From the journal',
      intro: 'Styling notes, fabric guides and modest fashion ideas from our stylists.',
      readMore: 'Read more',
    },
    photos: { title: 'Styled by You', intro: 'Looks from our community. Tap a photo to shop it.' },
  },
  {
    title: `${site.name} | باپردہ فیشن، حجاب اور حلال بیوٹی`,
    description:
      'Fatin سے عبایا، جلباب، کفتان، حجاب اور حلال سرٹیفائیڈ بیوٹی خریدیں۔ ہر ہفتے نئی آمد، $50 سے زائد پر مفت ڈیلیوری اور پہلے آرڈر پر 10% رعایت۔',
    heading: 'Fatin: باپردہ فیشن، حجاب اور حلال بیوٹی',
    badges: { New: 'نیا', Trending: 'مقبول', Bestseller: 'سب سے زیادہ فروخت', Limited: 'محدود' },
    arrivals: {
      title: 'نئی آمد',
      eyebrow: 'ابھی ابھی آیا',
      intro: 'آنے والے موسم کے لیے چنے گئے نئے انداز اور نرم کپڑے۔',
    },
    sale: { kicker: 'محدود وقت', title: 'عید سیل ختم ہونے میں', shop: 'سیل دیکھیں' },
    discover: {
      title: 'اپنا انداز دریافت کریں',
      eyebrow: 'زمرے کے لحاظ سے خریداری',
      intro: 'روزمرہ عبایا سے حلال بیوٹی تک، ایک باوقار اور باپردہ الماری کے لیے سب کچھ۔',
      explore: 'دیکھیں',
    },
    customers: {
      title: 'ہماری خوش گاہک',
      eyebrow: 'محبت بھرے الفاظ',
      intro: 'پاکستان بھر کی خریدار اپنی Fatin کی چیزوں کے بارے میں کیا کہتی ہیں۔',
      reviews: 'گاہکوں کے تبصرے',
      verified: 'تصدیق شدہ خریدار',
      rated: (rating: number, max: number) => `${max} میں سے ${rating} درجہ`,
    },
    benefitsHeading: 'Fatin سے خریداری کیوں کریں',
    journal: {
      title: 'اپنے انداز کو نکھاریں',
      eyebrow: 'ہمارے بلاگ سے',
      intro: 'ہماری اسٹائلسٹس کی جانب سے پہناوے کے مشورے، کپڑوں کی رہنمائی اور باپردہ فیشن کے خیالات۔',
      readMore: 'مزید پڑھیں',
    },
    photos: { title: 'آپ کا انداز', intro: 'ہماری کمیونٹی کے انداز۔ خریدنے کے لیے تصویر پر ٹیپ کریں۔' },
  },
)
