import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The flash sale page: its header, cards, ratings and empty state. */
export const saleTexts = defineTexts(
  'sale',
  {
    page: {
      title: 'Flash Sale',
      description: `Limited-time flash sale prices on ${site.name} abayas, hijabs and halal beauty. Each deal ends when its countdown does.`,
    },
    heading: 'Flash Sale',
    eyebrow: 'Limited time',
    intro:
      'Favourite pieces at their lowest prices. Every deal has its own countdown; when it reaches zero, the offer is gone.',
    list: 'Sale items',
    off: (percent: number) => `${percent}% OFF`,
    salePrice: 'Sale price ',
    originalPrice: 'Original price ',
    endsIn: 'Ends in',
    shopNow: 'Shop Now',
    rated: 'Rated',
    outOf: 'out of 5,',
    reviews: (count: number) => `(${count} reviews)`,
    empty: {
      title: 'No Active Sales at the Moment',
      message: 'Check back later for exciting offers!',
      action: 'Continue Shopping',
    },
  },
  {
    page: {
      title: 'فلیش سیل',
      description: `${site.name} کے عبایا، حجاب اور حلال بیوٹی پر محدود وقت کی فلیش سیل قیمتیں۔ ہر آفر اپنی الٹی گنتی ختم ہونے پر ختم ہو جاتی ہے۔`,
    },
    heading: 'فلیش سیل',
    eyebrow: 'محدود وقت',
    intro: 'پسندیدہ چیزیں اپنی سب سے کم قیمت پر۔ ہر آفر کی اپنی الٹی گنتی ہے؛ جب وہ صفر پر پہنچے تو آفر ختم۔',
    list: 'سیل کی چیزیں',
    off: (percent: number) => `${percent}% رعایت`,
    salePrice: 'سیل قیمت ',
    originalPrice: 'اصل قیمت ',
    endsIn: 'ختم ہونے میں',
    shopNow: 'ابھی خریدیں',
    rated: 'درجہ بندی',
    outOf: '5 میں سے،',
    reviews: (count: number) => `(${count} جائزے)`,
    empty: {
      title: 'اس وقت کوئی سیل جاری نہیں',
      message: 'دلچسپ آفرز کے لیے بعد میں دوبارہ دیکھیں!',
      action: 'خریداری جاری رکھیں',
    },
  },
)
