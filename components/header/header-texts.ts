import { defineTexts } from '@/lib/i18n/define-texts'

/** The header's and the menus' words (the menu labels themselves come from the catalogue). */
export const headerTexts = defineTexts(
  'header',
  {
    mainNav: 'Main',
    mobileNav: 'Mobile',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    close: 'Close',
    sale: 'SALE',
    wishlist: 'Wishlist',
    cart: 'Cart',
    /** An icon link's name with its count: 'Cart, 0 items', 'Wishlist, 1 item'. */
    withCount: (label: string, count: number) => `${label}, ${count} ${count === 1 ? 'item' : 'items'}`,
    searchLabel: 'Search products',
    searchPlaceholder: 'Search abayas, hijabs…',
    clearSearch: 'Clear search',
    searchSuggestions: 'Search suggestions',
    language: 'Language',
  },
  {
    mainNav: 'مرکزی',
    mobileNav: 'موبائل',
    menu: 'مینیو',
    openMenu: 'مینیو کھولیں',
    closeMenu: 'مینیو بند کریں',
    close: 'بند کریں',
    sale: 'سیل',
    wishlist: 'پسندیدہ',
    cart: 'شاپنگ بیگ',
    withCount: (label: string, count: number) => `${label}، ${count} ${count === 1 ? 'چیز' : 'چیزیں'}`,
    searchLabel: 'مصنوعات تلاش کریں',
    searchPlaceholder: 'عبایا، حجاب تلاش کریں…',
    clearSearch: 'تلاش صاف کریں',
    searchSuggestions: 'تلاش کی تجاویز',
    language: 'زبان',
  },
)
