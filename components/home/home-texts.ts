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
    carousel: {
      region: 'Featured collections',
      kicker: 'Fatin Collection',
      shopNow: 'Shop Now',
      play: 'Play slideshow',
      pause: 'Pause slideshow',
      previous: 'Previous slide',
      next: 'Next slide',
      slideOf: (index: number, count: number) => `${index} of ${count}`,
      goTo: (index: number) => `Go to slide ${index}`,
    },
  },
  {
    title: `${site.name} | باپردہ فیشن، حجاب اور حلال بیوٹی`,
    description:
      'Fatin سے عبایا، جلباب، کفتان، حجاب اور حلال سرٹیفائیڈ بیوٹی خریدیں۔ ہر ہفتے نئی آمد، $50 سے زائد پر مفت ڈیلیوری اور پہلے آرڈر پر 10% رعایت۔',
    heading: 'Fatin: باپردہ فیشن، حجاب اور حلال بیوٹی',
    carousel: {
      region: 'نمایاں کلیکشنز',
      kicker: 'Fatin کلیکشن',
      shopNow: 'ابھی خریدیں',
      play: 'سلائیڈ شو چلائیں',
      pause: 'سلائیڈ شو روکیں',
      previous: 'پچھلی سلائیڈ',
      next: 'اگلی سلائیڈ',
      slideOf: (index: number, count: number) => `${count} میں سے ${index}`,
      goTo: (index: number) => `سلائیڈ ${index} پر جائیں`,
    },
  },
)
