import { defineTexts } from '@/lib/i18n/define-texts'

/** The error boundaries' words: a page that failed to render, and a personal page whose store did not answer. */
export const errorTexts = defineTexts(
  'errors',
  {
    title: 'Something went wrong',
    pageFailed:
      "We couldn't load this page just now. Please try again; if it keeps happening, come back in a few minutes.",
    storeUnavailable:
      "We couldn't reach our store just now. Your bag is safe — please try again in a moment.",
    tryAgain: 'Try again',
    home: 'Return to Home',
  },
  {
    title: 'کچھ گڑبڑ ہو گئی',
    pageFailed:
      'ہم ابھی یہ صفحہ لوڈ نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں؛ اگر پھر بھی ایسا ہو تو چند منٹ بعد تشریف لائیں۔',
    storeUnavailable:
      'ہم ابھی اپنے اسٹور تک نہیں پہنچ سکے۔ آپ کا بیگ محفوظ ہے، براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    tryAgain: 'دوبارہ کوشش کریں',
    home: 'ہوم پیج پر واپس جائیں',
  },
)
