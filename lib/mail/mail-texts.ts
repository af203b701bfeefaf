import { COLOR_NAMES, type ColorName } from '@/data/schemas'
import { URDU_VALUE_LABELS } from '@/data/ur/value-labels'
import { site } from '@/data/site'
import { defineTexts } from '@/lib/i18n/define-texts'

/** The catalogue's colour names in a language, for the order lines of an e-mail. */
function colorNames(language: 'en' | 'ur'): Record<ColorName, string> {
  return Object.fromEntries(
    COLOR_NAMES.map((name) => [name, language === 'ur' ? (URDU_VALUE_LABELS[name] ?? name) : name]),
  ) as Record<ColorName, string>
}

/**
 * The words of the order e-mails (lib/mail/messages/), in the order's language. Figures, order numbers and
 * tracking numbers arrive already isolated left to right where an Urdu sentence holds them (the builders use
 * lib/i18n/bidi.ts), so the texts here just place them.
 */
export const mailTexts = defineTexts(
  'mail',
  {
    subject: {
      received: (number: string) => `Your ${site.name} order ${number}: please confirm it`,
      confirmed: (number: string) => `Your ${site.name} order ${number} is confirmed`,
      shipped: (number: string) => `Your ${site.name} order ${number} is on its way`,
      delivered: (number: string) => `Your ${site.name} order ${number} was delivered`,
      cancelled: (number: string) => `Your ${site.name} order ${number} is cancelled`,
      returned: (number: string) => `Your ${site.name} order ${number} came back to us`,
    },
    greeting: (name: string) => `Dear ${name},`,
    received: {
      lead: 'Thank you for your order. We have it, and this is your receipt.',
      confirmAsk:
        'Cash on delivery orders are packed once you confirm them. Please confirm yours with one tap; the link works for 24 hours and only once.',
      confirmButton: 'Confirm my order',
      confirmElse: 'If you did not place this order, ignore this e-mail and nothing will be sent.',
    },
    confirmed: {
      byShopper: 'Thank you for confirming your order. We are packing it for the courier.',
      byStaff: 'Our team has confirmed your order. We are packing it for the courier.',
    },
    shipped: {
      lead: (courier: string) => `Your order is with ${courier}.`,
      tracking: (tracking: string) => `Tracking number: ${tracking}`,
      trackButton: 'Track your parcel',
      noLink: 'You can follow it on the courier’s website with this number.',
    },
    delivered: {
      lead: `Your order was delivered. Thank you for shopping with ${site.name}.`,
    },
    cancelled: {
      byShopper: 'You cancelled this order.',
      byStaff: `${site.name} cancelled this order.`,
      byStaffBecause: (reason: string) => `${site.name} cancelled this order: ${reason}.`,
      reasons: {
        'shopper-asked': 'you asked us to cancel it',
        unreachable: 'we could not reach you on your mobile to confirm it',
        'out-of-stock': 'an item in it sold out before we could pack it',
        undeliverable: 'our couriers do not deliver to this address',
        duplicate: 'it repeated another order of yours',
      },
      lapsed:
        'This order was not confirmed within 24 hours, so we cancelled it and put its items back on sale. You are welcome to order again.',
      owe: 'Nothing will be sent, and you owe nothing.',
      oweAfterShipping:
        'The parcel had already left with the courier: if it still comes to your door, please refuse it. You owe nothing.',
    },
    returned: {
      lead: (reason: string) => `The courier brought your parcel back to us: ${reason}.`,
      reasons: {
        refused: 'it was refused at the door',
        'nobody-home': 'nobody was home to take it',
        'wrong-address': 'the courier could not find the address',
        damaged: 'it was damaged on the way',
      },
      owe: 'You owe nothing for it.',
      again: 'If you would still like it, reply to this e-mail or call us, and we will send it again.',
    },
    verifyEmail: {
      subject: (number: string) => `Verify your e-mail to get the receipt for ${site.name} order ${number}`,
      greeting: 'Hello,',
      lead: (number: string) =>
        `An account that gives this e-mail address placed order ${number}. Before we send its receipt here, please confirm that the address is yours.`,
      button: 'Verify my e-mail',
      ignore:
        'If you did not make this account, ignore this e-mail: nothing more about the order will be sent to you.',
    },
    orderNumber: (number: string) => `Order number: ${number}`,
    items: 'Items',
    quantity: (quantity: number) => `Qty ${quantity}`,
    size: (size: string) => `Size ${size}`,
    colors: colorNames('en'),
    subtotal: 'Subtotal',
    discount: 'Discount',
    delivery: 'Delivery',
    free: 'Free',
    total: 'Total',
    cashReady: (total: string) => `Payment is cash on delivery: please have ${total} ready for the courier.`,
    deliveryAddress: 'Delivery address',
    pakistan: (province: string) => `${province}, Pakistan`,
    viewOrder: 'View your order',
    contact: (email: string, phone: string) => `Questions? Write to ${email} or call ${phone}.`,
    signature: `${site.name}, ${site.tagline}`,
  },
  {
    subject: {
      received: (number: string) => `آپ کا ${site.name} آرڈر ${number}: براہِ کرم تصدیق کریں`,
      confirmed: (number: string) => `آپ کے ${site.name} آرڈر ${number} کی تصدیق ہو گئی`,
      shipped: (number: string) => `آپ کا ${site.name} آرڈر ${number} روانہ ہو گیا`,
      delivered: (number: string) => `آپ کا ${site.name} آرڈر ${number} پہنچا دیا گیا`,
      cancelled: (number: string) => `آپ کا ${site.name} آرڈر ${number} منسوخ ہو گیا`,
      returned: (number: string) => `آپ کا ${site.name} آرڈر ${number} ہمیں واپس مل گیا`,
    },
    greeting: (name: string) => `السلام علیکم ${name}،`,
    received: {
      lead: 'آپ کے آرڈر کا شکریہ۔ ہمیں آپ کا آرڈر مل گیا ہے، اور یہ اس کی رسید ہے۔',
      confirmAsk:
        'ڈیلیوری پر ادائیگی والے آرڈر آپ کی تصدیق کے بعد پیک کیے جاتے ہیں۔ براہِ کرم ایک بٹن دبا کر تصدیق کریں؛ یہ لنک 24 گھنٹے تک اور صرف ایک بار کام کرتا ہے۔',
      confirmButton: 'میرے آرڈر کی تصدیق کریں',
      confirmElse: 'اگر یہ آرڈر آپ نے نہیں دیا تو اس ای میل کو نظر انداز کریں، کچھ نہیں بھیجا جائے گا۔',
    },
    confirmed: {
      byShopper: 'آرڈر کی تصدیق کا شکریہ۔ ہم اسے کوریئر کے لیے پیک کر رہے ہیں۔',
      byStaff: 'ہماری ٹیم نے آپ کے آرڈر کی تصدیق کر دی ہے۔ ہم اسے کوریئر کے لیے پیک کر رہے ہیں۔',
    },
    shipped: {
      lead: (courier: string) => `آپ کا آرڈر ${courier} کے پاس ہے۔`,
      tracking: (tracking: string) => `ٹریکنگ نمبر: ${tracking}`,
      trackButton: 'اپنا پارسل ٹریک کریں',
      noLink: 'اس نمبر سے آپ کوریئر کی ویب سائٹ پر اسے دیکھ سکتے ہیں۔',
    },
    delivered: {
      lead: `آپ کا آرڈر پہنچا دیا گیا۔ ${site.name} سے خریداری کا شکریہ۔`,
    },
    cancelled: {
      byShopper: 'آپ نے یہ آرڈر منسوخ کر دیا۔',
      byStaff: `${site.name} نے یہ آرڈر منسوخ کر دیا۔`,
      byStaffBecause: (reason: string) => `${site.name} نے یہ آرڈر منسوخ کر دیا: ${reason}۔`,
      reasons: {
        'shopper-asked': 'آپ نے ہم سے اسے منسوخ کرنے کو کہا',
        unreachable: 'تصدیق کے لیے آپ کے موبائل پر آپ سے رابطہ نہیں ہو سکا',
        'out-of-stock': 'پیک کرنے سے پہلے اس کی ایک چیز ختم ہو گئی',
        undeliverable: 'ہمارے کوریئر اس پتے پر ڈیلیوری نہیں کرتے',
        duplicate: 'یہ آپ کے ایک اور آرڈر کا دہرایا ہوا آرڈر تھا',
      },
      lapsed:
        'اس آرڈر کی 24 گھنٹوں میں تصدیق نہیں ہوئی، اس لیے ہم نے اسے منسوخ کر کے اس کی چیزیں دوبارہ فروخت کے لیے رکھ دی ہیں۔ آپ دوبارہ آرڈر کر سکتی ہیں۔',
      owe: 'کچھ نہیں بھیجا جائے گا، اور آپ پر کوئی رقم واجب نہیں۔',
      oweAfterShipping:
        'پارسل کوریئر کے ساتھ روانہ ہو چکا تھا: اگر یہ پھر بھی آپ کے دروازے پر آئے تو براہِ کرم اسے وصول نہ کریں۔ آپ پر کوئی رقم واجب نہیں۔',
    },
    returned: {
      lead: (reason: string) => `کوریئر آپ کا پارسل ہمیں واپس لے آیا: ${reason}۔`,
      reasons: {
        refused: 'اسے دروازے پر وصول نہیں کیا گیا',
        'nobody-home': 'وصول کرنے کے لیے کوئی گھر پر نہیں تھا',
        'wrong-address': 'کوریئر کو پتا نہیں ملا',
        damaged: 'یہ راستے میں خراب ہو گیا',
      },
      owe: 'اس کی آپ پر کوئی رقم واجب نہیں۔',
      again:
        'اگر آپ اب بھی یہ چاہتی ہیں تو اس ای میل کا جواب دیں یا ہمیں فون کریں، ہم اسے دوبارہ بھیج دیں گے۔',
    },
    verifyEmail: {
      subject: (number: string) => `${site.name} آرڈر ${number} کی رسید کے لیے اپنی ای میل کی تصدیق کریں`,
      greeting: 'السلام علیکم،',
      lead: (number: string) =>
        `اس ای میل پتے والے ایک اکاؤنٹ سے آرڈر ${number} دیا گیا ہے۔ اس کی رسید یہاں بھیجنے سے پہلے براہِ کرم تصدیق کریں کہ یہ پتا آپ کا ہے۔`,
      button: 'میری ای میل کی تصدیق کریں',
      ignore:
        'اگر یہ اکاؤنٹ آپ نے نہیں بنایا تو اس ای میل کو نظر انداز کر دیں: اس آرڈر کے بارے میں آپ کو مزید کچھ نہیں بھیجا جائے گا۔',
    },
    orderNumber: (number: string) => `آرڈر نمبر: ${number}`,
    items: 'اشیاء',
    quantity: (quantity: number) => `تعداد ${quantity}`,
    size: (size: string) => `سائز ${size}`,
    // As the product pages and filters name them (data/ur/value-labels.ts).
    colors: colorNames('ur'),
    subtotal: 'ذیلی کل',
    discount: 'رعایت',
    delivery: 'ڈیلیوری',
    free: 'مفت',
    total: 'کل',
    cashReady: (total: string) => `ادائیگی ڈیلیوری پر نقد ہے: براہِ کرم کوریئر کے لیے ${total} تیار رکھیں۔`,
    deliveryAddress: 'ڈیلیوری کا پتا',
    pakistan: (province: string) => `${province}، پاکستان`,
    viewOrder: 'اپنا آرڈر دیکھیں',
    contact: (email: string, phone: string) => `کوئی سوال؟ ${email} پر لکھیں یا ${phone} پر فون کریں۔`,
    signature: `${site.name}، باپردہ فیشن، حجاب اور حلال بیوٹی`,
  },
)
