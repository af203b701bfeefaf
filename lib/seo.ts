import type { Metadata } from 'next'
import { site } from '@/data/site'
import { PREVIEW_SIZE, previewImagePath, type PreviewContent } from '@/lib/share/preview-content'
import { absoluteUrl } from '@/lib/site-url'

type CommonInput = {
  /** The page's title; the layout's template adds ' | Fatin' unless it is `{ absolute }` (the home page). */
  title: string | { absolute: string }
  description: string
  /** The page's own path, e.g. '/sale': becomes the canonical URL (absolute through metadataBase). */
  path: string
  type?: 'website' | 'article'
}

/**
 * A page that may be shared and indexed must have a preview picture (its route's opengraph-image.tsx, drawn
 * from `preview`); pages that hold personal or empty content (cart, wishlist, sign-in) keep out of search
 * results and have none.
 */
type PageMetadataInput = CommonInput &
  ({ preview: Pick<PreviewContent, 'alt'>; noindex?: false } | { preview?: undefined; noindex: true })

/**
 * Metadata every page needs: its own title and description, a canonical URL and matching Open Graph and X
 * fields. Next replaces (not merges) a nested `openGraph` object, so the site-wide fields are repeated here.
 *
 * The preview picture is named here, with its size and alt text, rather than left to Next's file convention,
 * so every page says the same things the same way. Its URL is absolute (chat apps do not resolve relative
 * ones) and is the PNG the page's own opengraph-image.tsx route draws at build time: never an SVG, which
 * WhatsApp, Facebook and X do not show.
 */
export function pageMetadata({
  title,
  description,
  path,
  preview,
  noindex,
  type = 'website',
}: PageMetadataInput): Metadata {
  const socialTitle = typeof title === 'string' ? title : title.absolute
  const image = preview && {
    url: absoluteUrl(previewImagePath(path)),
    width: PREVIEW_SIZE.width,
    height: PREVIEW_SIZE.height,
    alt: preview.alt,
    type: 'image/png',
  }
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: socialTitle,
      description,
      url: path,
      siteName: site.name,
      locale: site.locale,
      type,
      ...(image ? { images: [image] } : {}),
    },
    ...(image
      ? { twitter: { card: 'summary_large_image', title: socialTitle, description, images: [image] } }
      : {}),
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
