/** Urdu for the filter values' English labels and for the colour names on product pages. */
export const URDU_VALUE_LABELS: Readonly<Record<string, string>> = {
  Black: 'سیاہ',
  White: 'سفید',
  Navy: 'نیوی',
  Burgundy: 'برگنڈی',
  Emerald: 'زمردی',
  Beige: 'بیج',
  Grey: 'سرمئی',
  Blush: 'ہلکا گلابی',
  Gold: 'سنہرا',
  Cotton: 'سوتی',
  Linen: 'لینن',
  Silk: 'ریشم',
  Chiffon: 'شیفون',
  Crepe: 'کریپ',
  'Under $50': '$50 سے کم',
  '$200+': '$200 سے زیادہ',
}
