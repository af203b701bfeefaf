import { defineTexts } from '@/lib/i18n/define-texts'

/**
 * The error boundaries' words: a page that failed to render, a personal page whose store did not answer, and
 * a personal page opened with JavaScript turned off.
 */
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
    needsScript:
      'Your browser fills this page in, and JavaScript is turned off in it. Turn JavaScript on to see this page.',
  },
  {
    title: 'کچھ گڑبڑ ہو گئی',
    pageFailed:
      'ہم ابھی یہ صفحہ لوڈ نہیں کر سکے۔ براہِ کرم دوبارہ کوشش کریں؛ اگر پھر بھی ایسا ہو تو چند منٹ بعد تشریف لائیں۔',
    storeUnavailable:
      'ہم ابھی اپنے اسٹور تک نہیں پہنچ سکے۔ آپ کا بیگ محفوظ ہے، براہِ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
    tryAgain: 'دوبارہ کوشش کریں',
    home: 'ہوم پیج پر واپس جائیں',
    needsScript:
      'یہ صفحہ آپ کا براؤزر بھرتا ہے، اور اس میں جاوا اسکرپٹ بند ہے۔ یہ صفحہ دیکھنے کے لیے جاوا اسکرپٹ آن کریں۔',
  },
)
