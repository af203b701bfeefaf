import type { BagMessage, CartRefusal } from '@/lib/cart/actions'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import type { FieldErrors } from '@/lib/forms/field-errors'
import type { WishlistMessage } from '@/lib/wishlist/actions'
import { type CommonMessage, commonMessageTexts } from './common-message-texts'
import type { Locale } from './locales'
import { defineMessages, wordsFor } from './messages'

/** Everything the bag's and wishlist's actions (lib/cart, lib/wishlist) answer, as codes. */
export type ShopMessage = CartRefusal | BagMessage | WishlistMessage | { code: 'quantity-range' }

/**
 * The words for them, shown as toasts (and under Add to Bag when the form was posted before its script ran).
 * A product is named by the page's own name for it where the page knows one (see shopMessage).
 */
export const shopMessageTexts = defineMessages<ShopMessage>(
  'shop-messages',
  {
    added: ({ productName }) => `${productName} added to your bag.`,
    moved: ({ productName }) => `${productName} moved to your bag.`,
    saved: ({ productName }) => `${productName} saved to your wishlist.`,
    unsaved: ({ productName }) => `${productName} removed from your wishlist.`,
    'bag-updated': 'Your bag was updated.',
    removed: 'Removed from your bag.',
    'product-unavailable': 'That product is no longer available.',
    'no-colours': ({ productName }) => `${productName} has no colour options.`,
    'choose-colour': ({ productName }) => `Choose a colour for ${productName}.`,
    'colour-unavailable': ({ productName, color }) => `${productName} does not come in ${color}.`,
    'no-sizes': ({ productName }) => `${productName} has no sizes.`,
    'choose-size': ({ productName }) => `Choose a size for ${productName}.`,
    'size-unavailable': ({ productName, size }) => `${productName} does not come in size ${size}.`,
    'quantity-too-small': 'Choose a quantity of at least 1.',
    'quantity-too-large': `You can add up to ${MAX_LINE_QUANTITY} of one item.`,
    'line-full': `You can have up to ${MAX_LINE_QUANTITY} of one item in your bag.`,
    'bag-full': `Your bag is full (${MAX_CART_LINES} different items). Check out or remove something first.`,
    'not-in-bag': 'That item is no longer in your bag.',
    'quantity-out-of-range': `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
    'quantity-range': `Please choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
    'sold-out': ({ productName }) => `Sorry, ${productName} is out of stock.`,
    'stock-left': ({ productName, available, inBag }) =>
      inBag > 0
        ? `Only ${available} of ${productName} left, and ${inBag} ${inBag === 1 ? 'is' : 'are'} already in your bag.`
        : `Only ${available} of ${productName} left.`,
    'too-many-attempts': commonMessageTexts.en['too-many-attempts'],
    'too-many-changes': commonMessageTexts.en['too-many-changes'],
  },
  {
    added: ({ productName }) => `${productName} آپ کے شاپنگ بیگ میں ڈال دیا گیا۔`,
    moved: ({ productName }) => `${productName} آپ کے شاپنگ بیگ میں منتقل کر دیا گیا۔`,
    saved: ({ productName }) => `${productName} آپ کی پسندیدہ فہرست میں محفوظ ہو گیا۔`,
    unsaved: ({ productName }) => `${productName} آپ کی پسندیدہ فہرست سے ہٹا دیا گیا۔`,
    'bag-updated': 'آپ کا شاپنگ بیگ اپ ڈیٹ ہو گیا۔',
    removed: 'شاپنگ بیگ سے نکال دیا گیا۔',
    'product-unavailable': 'یہ پروڈکٹ اب دستیاب نہیں۔',
    'no-colours': ({ productName }) => `${productName} کے رنگ کے انتخاب نہیں ہیں۔`,
    'choose-colour': ({ productName }) => `${productName} کے لیے رنگ منتخب کریں۔`,
    'colour-unavailable': ({ productName, color }) => `${productName} ${color} رنگ میں دستیاب نہیں۔`,
    'no-sizes': ({ productName }) => `${productName} کے سائز نہیں ہیں۔`,
    'choose-size': ({ productName }) => `${productName} کے لیے سائز منتخب کریں۔`,
    'size-unavailable': ({ productName, size }) => `${productName} ${size} سائز میں دستیاب نہیں۔`,
    'quantity-too-small': 'کم از کم 1 کی تعداد منتخب کریں۔',
    'quantity-too-large': `ایک چیز کی زیادہ سے زیادہ ${MAX_LINE_QUANTITY} تعداد ڈالی جا سکتی ہے۔`,
    'line-full': `شاپنگ بیگ میں ایک چیز کی زیادہ سے زیادہ ${MAX_LINE_QUANTITY} تعداد رکھی جا سکتی ہے۔`,
    'bag-full': `آپ کا شاپنگ بیگ بھر گیا ہے (${MAX_CART_LINES} مختلف چیزیں)۔ پہلے چیک آؤٹ کریں یا کچھ نکال دیں۔`,
    'not-in-bag': 'یہ چیز اب آپ کے شاپنگ بیگ میں نہیں ہے۔',
    'quantity-out-of-range': `1 سے ${MAX_LINE_QUANTITY} تک تعداد منتخب کریں۔`,
    'quantity-range': `براہِ کرم 1 سے ${MAX_LINE_QUANTITY} تک تعداد منتخب کریں۔`,
    'sold-out': ({ productName }) => `معذرت، ${productName} کا اسٹاک ختم ہو گیا ہے۔`,
    'stock-left': ({ productName, available, inBag }) =>
      inBag > 0
        ? `${productName} کے صرف ${available} باقی ہیں، اور ${inBag} پہلے ہی آپ کے شاپنگ بیگ میں ہیں۔`
        : `${productName} کے صرف ${available} باقی ہیں۔`,
    'too-many-attempts': commonMessageTexts.ur['too-many-attempts'],
    'too-many-changes': commonMessageTexts.ur['too-many-changes'],
  },
)

/**
 * A bag or wishlist answer in the page's language. `shownName` is the product's name on this page: an Urdu
 * page names it as it shows it, where the action names it as the catalogue does.
 */
export function shopMessage(
  locale: Locale,
  answer: (ShopMessage | CommonMessage) & { fieldErrors?: FieldErrors },
  shownName?: string,
): string {
  // A quantity the schema refused (the stepper never sends one) is named; any other bad input is generic.
  const message: ShopMessage | CommonMessage =
    answer.code === 'invalid-input' && answer.fieldErrors?.quantity === 'quantity-range'
      ? { code: 'quantity-range' }
      : answer
  const named =
    locale !== 'en' && shownName !== undefined && 'productName' in message
      ? { ...message, productName: shownName }
      : message
  const words = { ...commonMessageTexts[locale], ...shopMessageTexts[locale] }
  return wordsFor<ShopMessage | CommonMessage>(words, named, commonMessageTexts[locale].unexpected)
}
