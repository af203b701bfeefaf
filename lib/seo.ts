import type { Metadata } from 'next'
import { site } from '@/data/site'

type PageMetadataInput = {
  title: string
  description: string
  /** The page's own path, e.g. '/sale': becomes the canonical URL (absolute through metadataBase). */
  path: string
  /** A picture for shared-link previews; defaults to none (the layout's). */
  image?: { url: string; alt: string }
  /** Pages that hold personal or empty content (cart, wishlist, sign-in) keep out of search results. */
  noindex?: boolean
  type?: 'website' | 'article'
}

/**
 * Metadata every page needs: its own title and description, a canonical URL and matching Open Graph
 * fields. Next replaces (not merges) a nested `openGraph` object, so the site-wide fields are repeated here.
 */
export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex,
  type = 'website',
}: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      locale: site.locale,
      type,
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  }
}

/** Content routes that are neither catalogue nor per-user pages, for the sitemap. */
export const contentPaths = [
  '/about',
  '/contact',
  '/blog',
  '/faq',
  '/careers',
  '/shipping',
  '/privacy',
  '/terms',
  '/payment',
  '/loyalty',
  '/guide/kaftans',
] as const
