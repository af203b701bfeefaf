import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@/lib/cart/cart-limits'
import { commonMessageTexts } from './common-message-texts'
import { defineTexts, type Translation } from './define-texts'
import type { Locale } from './locales'
import { translateMessage } from './translate-message'

type Named = (name: string) => string

/**
 * The bag's and wishlist's server messages (lib/cart, lib/wishlist), which the actions write in English and
 * the shop shows as toasts. A message is matched against these English sentences and shown in the page's
 * language; a product's name inside it is replaced by the name the page shows. Add a sentence here when an
 * action gains one; an unknown message is shown as it is.
 */
export const shopMessageTexts = defineTexts(
  'shop-messages',
  {
    added: ((name) => `${name} added to your bag.`) as Named,
    moved: ((name) => `${name} moved to your bag.`) as Named,
    saved: ((name) => `${name} saved to your wishlist.`) as Named,
    unsaved: ((name) => `${name} removed from your wishlist.`) as Named,
    updated: 'Your bag was updated.',
    removed: 'Removed from your bag.',
    unavailable: 'That product is no longer available.',
    noColours: ((name) => `${name} has no colour options.`) as Named,
    chooseColour: ((name) => `Choose a colour for ${name}.`) as Named,
    noSizes: ((name) => `${name} has no sizes.`) as Named,
    chooseSize: ((name) => `Choose a size for ${name}.`) as Named,
    atLeastOne: 'Choose a quantity of at least 1.',
    upToPerItem: `You can add up to ${MAX_LINE_QUANTITY} of one item.`,
    upToInBag: `You can have up to ${MAX_LINE_QUANTITY} of one item in your bag.`,
    bagFull: `Your bag is full (${MAX_CART_LINES} different items). Check out or remove something first.`,
    notInBag: 'That item is no longer in your bag.',
    quantityRange: `Choose a quantity from 1 to ${MAX_LINE_QUANTITY}.`,
  },
  {
    added: (name) => `${name} آپ کے شاپنگ بیگ میں ڈال دیا گیا۔`,
    moved: (name) => `${name} آپ کے شاپنگ بیگ میں منتقل کر دیا گیا۔`,
    saved: (name) => `${name} آپ کی پسندیدہ فہرست میں محفوظ ہو گیا۔`,
    unsaved: (name) => `${name} آپ کی پسندیدہ فہرست سے ہٹا دیا گیا۔`,
    updated: 'آپ کا شاپنگ بیگ اپ ڈیٹ ہو گیا۔',
    removed: 'شاپنگ بیگ سے نکال دیا گیا۔',
    unavailable: 'یہ پروڈکٹ اب دستیاب نہیں۔',
    noColours: (name) => `${name} کے رنگ کے انتخاب نہیں ہیں۔`,
    chooseColour: (name) => `${name} کے لیے رنگ منتخب کریں۔`,
    noSizes: (name) => `${name} کے سائز نہیں ہیں۔`,
    chooseSize: (name) => `${name} کے لیے سائز منتخب کریں۔`,
    atLeastOne: 'کم از کم 1 کی تعداد منتخب کریں۔',
    upToPerItem: `ایک چیز کی زیادہ سے زیادہ ${MAX_LINE_QUANTITY} تعداد ڈالی جا سکتی ہے۔`,
    upToInBag: `شاپنگ بیگ میں ایک چیز کی زیادہ سے زیادہ ${MAX_LINE_QUANTITY} تعداد رکھی جا سکتی ہے۔`,
    bagFull: `آپ کا شاپنگ بیگ بھر گیا ہے (${MAX_CART_LINES} مختلف چیزیں)۔ پہلے چیک آؤٹ کریں یا کچھ نکال دیں۔`,
    notInBag: 'یہ چیز اب آپ کے شاپنگ بیگ میں نہیں ہے۔',
    quantityRange: `1 سے ${MAX_LINE_QUANTITY} تک تعداد منتخب کریں۔`,
  },
)

const NAME = '\u0000'

/** The message in the page's language, with `shownName` (the product's name on this page) in it. */
export function translateShopMessage(locale: Locale, message: string, shownName?: string): string {
  if (locale === 'en') return message
  const english = shopMessageTexts.en as Record<string, string | Named>
  const urdu = shopMessageTexts.ur as Translation<Record<string, string | Named>>
  for (const [key, sentence] of Object.entries(english)) {
    const target = urdu[key]
    if (typeof sentence === 'string') {
      if (sentence === message && typeof target === 'string') return target
      continue
    }
    const [before = '', after = ''] = sentence(NAME).split(NAME)
    if (
      message.startsWith(before) &&
      message.endsWith(after) &&
      message.length > before.length + after.length
    ) {
      const name = message.slice(before.length, message.length - after.length)
      if (typeof target === 'function') return target(shownName ?? name)
    }
  }
  // The refusals every action can give (the store out of reach, too many changes a minute).
  return translateMessage(locale, message, [commonMessageTexts])
}
