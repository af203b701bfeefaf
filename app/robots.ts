import type { MetadataRoute } from 'next'
import { localePath } from '@/lib/i18n/locale-path'
import { LOCALES } from '@/lib/i18n/locales'
import { absoluteUrl } from '@/lib/site-url'

/** Per-user pages and the back office, in every language (their pages also carry noindex). */
const PRIVATE_PAGES = ['/account', '/checkout', '/orders', '/cart', '/wishlist', '/staff']

/** Crawl the shop; keep out of per-user pages, the back office, the API and campaign short links (/l/). */
export default function robots(): MetadataRoute.Robots {
  const privatePages = LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localePath(locale, path)))
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [...new Set(privatePages), '/api/', '/l/'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
