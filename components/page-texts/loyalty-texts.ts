import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

const percent = site.firstOrderDiscountPercent

/** Rewards & Loyalty (/loyalty). */
export const loyaltyTexts = defineTexts(
  'loyalty',
  {
    page: {
      title: 'Rewards & Loyalty',
      description: `${site.name} rewards: ${percent}% off your first order when you sign up, code ${site.promo.code} for ${site.promo.percentOff}% off, and early access to sales for newsletter subscribers.`,
    },
    heading: 'Rewards & Loyalty',
    eyebrow: `${site.name} rewards`,
    intro: 'Thank you for shopping with us. Here is how we say thank you back.',
    welcome: 'A welcome gift',
    create: 'Create an account',
    welcomeText: `and get ${percent}% off your first order. Prefer to start with our newsletter? Subscribers receive a ${percent}% discount code too.`,
    firstOrder: 'First-order code',
    useCode: `New to ${site.name}? Use code`,
    codeText: `at checkout for ${site.promo.percentOff}% off your first order. One code per order.`,
    salesFirst: 'Sales first',
    salesBefore: 'Newsletter subscribers hear about our',
    sales: 'flash sales',
    salesAfter: 'and Eid collections before anyone else.',
    points: 'Points, coming soon',
    pointsText:
      'We are building a points programme so every order counts towards future rewards. It is not live yet; we will announce it here and in our newsletter when it is.',
  },
  {
    page: {
      title: 'انعامات اور وفاداری',
      description: `${site.name} کے انعامات: سائن اَپ پر پہلے آرڈر پر ${percent}% رعایت، کوڈ ${site.promo.code} سے ${site.promo.percentOff}% رعایت، اور نیوز لیٹر والوں کے لیے سیل تک پہلے رسائی۔`,
    },
    heading: 'انعامات اور وفاداری',
    eyebrow: `${site.name} کے انعامات`,
    intro: 'ہم سے خریداری کا شکریہ۔ یہ ہے ہمارا شکریہ ادا کرنے کا طریقہ۔',
    welcome: 'خوش آمدید کا تحفہ',
    create: 'اکاؤنٹ بنائیں',
    welcomeText: `اور پہلے آرڈر پر ${percent}% رعایت پائیں۔ نیوز لیٹر سے شروع کرنا چاہتی ہیں؟ نیوز لیٹر والوں کو بھی ${percent}% رعایتی کوڈ ملتا ہے۔`,
    firstOrder: 'پہلے آرڈر کا کوڈ',
    useCode: `${site.name} پر نئی ہیں؟ چیک آؤٹ پر کوڈ`,
    codeText: `استعمال کریں اور پہلے آرڈر پر ${site.promo.percentOff}% رعایت پائیں۔ ایک آرڈر پر ایک کوڈ۔`,
    salesFirst: 'سیل سب سے پہلے',
    salesBefore: 'نیوز لیٹر والوں کو ہماری',
    sales: 'فلیش سیل',
    salesAfter: 'اور عید کلیکشن کی خبر سب سے پہلے ملتی ہے۔',
    points: 'پوائنٹس، جلد آ رہے ہیں',
    pointsText:
      'ہم پوائنٹس کا پروگرام بنا رہے ہیں تاکہ ہر آرڈر آئندہ انعامات میں شمار ہو۔ یہ ابھی شروع نہیں ہوا؛ شروع ہوتے ہی ہم یہاں اور اپنے نیوز لیٹر میں بتا دیں گے۔',
  },
)
