import { URDU_VALUE_LABELS } from '@/data/ur/value-labels'
import { defineTexts } from '@/lib/i18n/define-texts'

/**
 * The listing's words: counts, filters, sort and the empty state. The filter values' English labels come from
 * lib/listing/options.ts; `values` gives the Urdu for each shown English label (colours, fabrics, prices).
 */
export const listingTexts = defineTexts(
  'listing',
  {
    count: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
    filter: 'Filter',
    filterProducts: 'Filter products',
    clearAll: 'Clear all',
    sortBy: 'Sort by',
    sort: {
      featured: 'Featured',
      newest: 'Newest',
      'price-low': 'Price: Low to High',
      'price-high': 'Price: High to Low',
    },
    groups: { color: 'Color', size: 'Size', fabric: 'Fabric', price: 'Price' },
    activeFilters: 'Active filters',
    removeFilter: (group: string, value: string) => `Remove filter ${group}: ${value}`,
    productsOf: (category: string) => `${category} products`,
    noMatch: 'No products match these filters',
    tryRemoving: (category: string) =>
      `Try removing a filter or two: the full ${category.toLowerCase()} collection is a click away.`,
    clearFilters: 'Clear filters',
    home: 'Home',
    explore: (category: string) => `Explore ${category}`,
  },
  {
    count: (count: number) => `${count} ${count === 1 ? 'پروڈکٹ' : 'پروڈکٹس'}`,
    filter: 'فلٹر',
    filterProducts: 'پروڈکٹس فلٹر کریں',
    clearAll: 'سب صاف کریں',
    sortBy: 'ترتیب',
    sort: {
      featured: 'نمایاں',
      newest: 'نئی آمد',
      'price-low': 'قیمت: کم سے زیادہ',
      'price-high': 'قیمت: زیادہ سے کم',
    },
    groups: { color: 'رنگ', size: 'سائز', fabric: 'کپڑا', price: 'قیمت' },
    activeFilters: 'لگے ہوئے فلٹر',
    removeFilter: (group: string, value: string) => `فلٹر ہٹائیں ${group}: ${value}`,
    productsOf: (category: string) => `${category} پروڈکٹس`,
    noMatch: 'ان فلٹرز سے کوئی پروڈکٹ نہیں ملی',
    tryRemoving: (category: string) =>
      `ایک دو فلٹر ہٹا کر دیکھیں: ${category} کی پوری کلیکشن بس ایک کلک دور ہے۔`,
    clearFilters: 'فلٹر صاف کریں',
    home: 'ہوم',
    explore: (category: string) => `${category} دیکھیں`,
  },
)

/** A filter value's or colour's label in a language (sizes and price ranges read the same in both). */
export function valueLabelIn(locale: 'en' | 'ur', english: string): string {
  return locale === 'ur' ? (URDU_VALUE_LABELS[english] ?? english) : english
}
