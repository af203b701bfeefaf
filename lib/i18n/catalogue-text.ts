import { categoryTextsUr } from '@/data/ur/categories'
import { blogPostTextsUr } from '@/data/ur/blog'
import { slideTextsUr } from '@/data/ur/home'
import type { BlogPost, Category, CategoryGroup, NavMenu, Slide } from '@/data/schemas'
import type { Locale } from './locales'

/**
 * The catalogue's words in a language. The English records (data/*.ts) are the catalogue; the Urdu words
 * (data/ur/*.ts) replace only their texts, so prices, stock, colours and pictures are the same in both.
 * Every function returns the English record unchanged for English.
 */
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
