import { defineTexts } from '@/lib/i18n/define-texts'

/** The words of the offline page, the offline bag and the notices that say an action needs a connection. */
export const offlineTexts = defineTexts(
  'offline',
  {
    page: { title: 'Offline', description: 'This page needs a connection.' },
    heading: 'You are offline',
    message:
      'This page has not been opened on this phone before, so it cannot be shown without a connection. Pages you have already opened still work.',
    tryHome: 'Go to the home page',
    goBack: 'Back to the last page',
    whenBack: 'It will load by itself when your connection is back.',
    bagHeading: 'Your bag',
    bagNotCurrent: (when: string) =>
      `You are offline. This is your bag as it was on ${when}; it may have changed since. It will be brought up to date when your connection is back.`,
    bagUnknown:
      'You are offline, and this phone has not kept your bag. It will show again when your connection is back.',
    bagEmpty: 'Your bag was empty when you last saw it.',
    quantity: (count: number) => `Quantity ${count}`,
    total: 'Total',
    banner:
      'You are offline. Pages you have opened still work; adding to your bag, your wishlist and checkout need a connection.',
    /** Said when an action that needs the shop is pressed offline (needs-connection.ts), by what it was for. */
    needsConnection: {
      addToBag:
        'You are offline: adding to your bag needs a connection. Your choice is still here; try again when you are back online.',
      changeBag: 'You are offline: changing your bag needs a connection. Try again when you are back online.',
      wishlist:
        'You are offline: changing your wishlist needs a connection. Try again when you are back online.',
      other:
        'You are offline: this needs a connection. What you entered is still here; try again when you are back online.',
    },
  },
  {
    page: { title: 'آف لائن', description: 'اس صفحے کے لیے انٹرنیٹ کنکشن درکار ہے۔' },
    heading: 'آپ آف لائن ہیں',
    message:
      'یہ صفحہ اس فون پر پہلے نہیں کھولا گیا، اس لیے کنکشن کے بغیر نہیں دکھایا جا سکتا۔ جو صفحات آپ پہلے کھول چکی ہیں وہ اب بھی کام کرتے ہیں۔',
    tryHome: 'ہوم پیج پر جائیں',
    goBack: 'پچھلے صفحے پر واپس جائیں',
    whenBack: 'کنکشن واپس آتے ہی یہ خود کھل جائے گا۔',
    bagHeading: 'آپ کا بیگ',
    bagNotCurrent: (when: string) =>
      `آپ آف لائن ہیں۔ یہ آپ کا بیگ ہے جیسا ${when} کو تھا؛ اس کے بعد اس میں تبدیلی ہو سکتی ہے۔ کنکشن واپس آنے پر یہ تازہ ہو جائے گا۔`,
    bagUnknown:
      'آپ آف لائن ہیں، اور اس فون نے آپ کا بیگ محفوظ نہیں کیا۔ کنکشن واپس آنے پر یہ دوبارہ نظر آئے گا۔',
    bagEmpty: 'جب آپ نے آخری بار دیکھا تو آپ کا بیگ خالی تھا۔',
    quantity: (count: number) => `تعداد ${count}`,
    total: 'کل رقم',
    banner:
      'آپ آف لائن ہیں۔ جو صفحات آپ کھول چکی ہیں وہ کام کرتے ہیں؛ بیگ میں ڈالنے، پسندیدہ فہرست اور چیک آؤٹ کے لیے کنکشن درکار ہے۔',
    needsConnection: {
      addToBag:
        'آپ آف لائن ہیں: بیگ میں ڈالنے کے لیے کنکشن درکار ہے۔ آپ کا انتخاب محفوظ ہے؛ کنکشن واپس آنے پر دوبارہ کوشش کریں۔',
      changeBag: 'آپ آف لائن ہیں: بیگ میں تبدیلی کے لیے کنکشن درکار ہے۔ کنکشن واپس آنے پر دوبارہ کوشش کریں۔',
      wishlist:
        'آپ آف لائن ہیں: پسندیدہ فہرست میں تبدیلی کے لیے کنکشن درکار ہے۔ کنکشن واپس آنے پر دوبارہ کوشش کریں۔',
      other:
        'آپ آف لائن ہیں: اس کے لیے کنکشن درکار ہے۔ آپ کا درج کیا ہوا محفوظ ہے؛ کنکشن واپس آنے پر دوبارہ کوشش کریں۔',
    },
  },
)
