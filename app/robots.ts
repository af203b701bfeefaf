import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site-url'

/** Crawl the shop; keep out of per-user pages, the back office, the API and campaign short links (/l/). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/account', '/checkout', '/orders', '/cart', '/wishlist', '/staff', '/api/', '/l/'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
