import { defineTexts } from '@/lib/i18n/define-texts'

/** The 404 screen. */
export const notFoundTexts = defineTexts(
  'not-found',
  {
    title: 'Page not found',
    description: 'The page you were looking for is not here. Return to the Fatin home page to keep shopping.',
    heading: 'Oops! Page not found',
    body: "The page you are looking for may have moved, or the link may be mistyped. Let's get you back to the collection.",
    home: 'Return to Home',
    sale: 'See the sale',
  },
  {
    title: 'صفحہ نہیں ملا',
    description:
      'آپ جو صفحہ ڈھونڈ رہی تھیں وہ یہاں نہیں ہے۔ خریداری جاری رکھنے کے لیے Fatin کے ہوم پیج پر واپس جائیں۔',
    heading: 'معذرت! صفحہ نہیں ملا',
    body: 'ہو سکتا ہے یہ صفحہ کہیں اور منتقل ہو گیا ہو یا لنک میں کوئی غلطی ہو۔ آئیے آپ کو کلیکشن کی طرف واپس لے چلیں۔',
    home: 'ہوم پیج پر واپس جائیں',
    sale: 'سیل دیکھیں',
  },
)
