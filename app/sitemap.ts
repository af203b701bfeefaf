import type { MetadataRoute } from 'next'
import { blogPosts } from '@/data/blog'
import { categories } from '@/data/categories'
import { products } from '@/data/products'
import { CATEGORY_GROUPS } from '@/data/schemas'
import { categoryHref, productHref } from '@/lib/catalogue'
import { localePath } from '@/lib/i18n/locale-path'
import { LOCALES } from '@/lib/i18n/locales'
import { contentPaths, languageAlternates } from '@/lib/seo'
import { absoluteUrl } from '@/lib/site-url'

/**
 * Every public page, in English and in Urdu: home, sale, content pages, the 17 listings, the category overviews, blog posts and
 * products. Per-user pages (cart, wishlist, sign-in, account) are left out; robots.ts disallows them.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const entry = (
    path: string,
    priority: number,
    changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly',
    lastModified?: string,
  ): MetadataRoute.Sitemap => {
    // Each page once per language, each naming the other as its alternate (hreflang).
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([hreflang, url]) => [
        hreflang,
        xmlEscape(absoluteUrl(url)),
      ]),
    )
    return LOCALES.map((locale) => ({
      url: xmlEscape(absoluteUrl(localePath(locale, path))),
      priority,
      changeFrequency,
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  }

  return [
    ...entry('/', 1, 'daily'),
    ...entry('/sale', 0.9, 'daily'),
    ...categories.flatMap((category) => entry(categoryHref(category), 0.9, 'weekly')),
    ...CATEGORY_GROUPS.flatMap((group) => entry(`/category/${group}`, 0.7, 'weekly')),
    ...entry('/category/festive', 0.8, 'weekly'),
    ...products.flatMap((product) => entry(productHref(product), 0.8, 'weekly', product.addedOn)),
    ...blogPosts.flatMap((post) => entry(`/blog/${post.slug}`, 0.6, 'monthly', post.publishedOn)),
    ...contentPaths.flatMap((path) => entry(path, 0.5, path === '/blog' ? 'weekly' : 'yearly')),
  ]
}

/** Next writes sitemap URLs into the XML as given, and one listing's slug contains '&'. */
function xmlEscape(url: string): string {
  return url
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}
