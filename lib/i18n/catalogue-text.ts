import { categoryTextsUr } from '@/data/ur/categories'
import { blogPostTextsUr } from '@/data/ur/blog'
import { slideTextsUr } from '@/data/ur/home'
import { productTextsUr } from '@/data/ur/products'
import type { BlogPost, Category, CategoryGroup, NavMenu, Product, Slide } from '@/data/schemas'
import type { ProductText } from '@/data/ur/text-shapes'
import type { Locale } from './locales'

/**
 * The catalogue's words in a language. The English records (data/*.ts) are the catalogue; the Urdu words
 * (data/ur/*.ts) replace only their texts, so prices, stock, colours and pictures are the same in both.
 * Every function returns the English record unchanged for English.
 */
/** A product (or anything carrying a product's id and words) with its Urdu name, description and care. */
export function productIn<P extends Pick<Product, 'id'> & Partial<ProductText>>(
  locale: Locale,
  product: P,
): P {
  if (locale !== 'ur') return product
  const urdu = (productTextsUr as Record<number, ProductText>)[product.id]
  if (!urdu) return product
  return {
    ...product,
    ...('name' in product ? { name: urdu.name } : {}),
    ...('description' in product ? { description: urdu.description } : {}),
    ...('care' in product ? { care: urdu.care } : {}),
  }
}

/** A product's name in a language, by id (order lines and bag lines keep the English name they were saved with). */
export function productNameIn(locale: Locale, id: number, english: string): string {
  return locale === 'ur' ? ((productTextsUr as Record<number, ProductText>)[id]?.name ?? english) : english
}

export function categoryIn<C extends Category>(locale: Locale, category: C): C {
  return locale === 'ur' ? { ...category, ...categoryTextsUr[category.slug] } : category
}

export function blogPostIn(locale: Locale, post: BlogPost): BlogPost {
  const urdu =
    locale === 'ur'
      ? (blogPostTextsUr as Record<string, (typeof blogPostTextsUr)[keyof typeof blogPostTextsUr]>)[post.slug]
      : undefined
  return urdu ? { ...post, title: urdu.title, excerpt: urdu.excerpt, body: [...urdu.body] } : post
}

/** The four shopping groups' names, as the menus and group pages show them. */
export const GROUP_NAMES = {
  en: { clothing: 'Clothing', hijabs: 'Hijabs', beauty: 'Beauty', accessories: 'Accessories' },
  ur: { clothing: 'ملبوسات', hijabs: 'حجاب', beauty: 'بیوٹی', accessories: 'لوازمات' },
} as const satisfies Record<Locale, Record<CategoryGroup, string>>

/** The header's menus in a language: the group names and each listing's own name. */
export function navMenusIn(locale: Locale, menus: readonly NavMenu[]): readonly NavMenu[] {
  if (locale === 'en') return menus
  return menus.map((menu) => ({
    ...menu,
    label: GROUP_NAMES.ur[menu.slug],
    items: menu.items.map((item) => {
      const slug = decodeURIComponent(item.href.split('/')[2] ?? '') as keyof typeof categoryTextsUr
      return { ...item, label: categoryTextsUr[slug]?.name ?? item.label }
    }),
  }))
}

export function slideIn(locale: Locale, slide: Slide): Slide {
  const urdu =
    locale === 'ur'
      ? (slideTextsUr as Record<number, { title: string; subtitle: string }>)[slide.id]
      : undefined
  return urdu ? { ...slide, ...urdu } : slide
}

/** A bag, wishlist or order line with the product's name in a language (lines carry `productId`). */
export function lineIn<L extends { productId: number; name: string }>(locale: Locale, line: L): L {
  return locale === 'ur' ? { ...line, name: productNameIn(locale, line.productId, line.name) } : line
}
