import type { Metadata } from 'next'
import { site } from '@/data/site'
import { PREVIEW_SIZE, previewImagePath, type PreviewContent } from '@/lib/share/preview-content'
import { absoluteUrl } from '@/lib/site-url'
import { localePath } from '@/lib/i18n/locale-path'
import { DEFAULT_LOCALE, type Locale, LOCALE_SETTINGS, LOCALES } from '@/lib/i18n/locales'
import { currentLocale } from '@/lib/i18n/server-locale'

type PageWords = {
  /** The page's title; the layout's template adds ' | Fatin' unless it is `{ absolute }` (the home page). */
  title: string | { absolute: string }
  description: string
}

type CommonInput = PageWords & {
  /** The Urdu title and description, for the page at /ur/... (the English ones are used until it has them). */
  ur?: PageWords
  /** The page's own path, e.g. '/sale': becomes the canonical URL (absolute through metadataBase). */
  path: string
  type?: 'website' | 'article'
}

/**
 * A page that may be shared and indexed must have a preview picture (its route's opengraph-image.tsx, drawn
 * from `preview`); pages that hold personal or empty content (cart, wishlist, sign-in) keep out of search
 * results and have none.
 */
export type PageMetadataInput = CommonInput &
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
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const locale = await currentLocale()
  return metadataIn(locale, input)
}

/**
 * hreflang alternates for a page (English path): English (the default for other languages too) and Urdu,
 * so search engines show each shopper the page in their language (lib/i18n/locale-path.ts).
 */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      LOCALES.map((locale) => [LOCALE_SETTINGS[locale].hreflang, localePath(locale, path)]),
    ),
    'x-default': localePath(DEFAULT_LOCALE, path),
  }
}

/** pageMetadata for a known language (tests and the sitemap's callers). */
export function metadataIn(locale: Locale, input: PageMetadataInput): Metadata {
  const { path, preview, noindex, type = 'website' } = input
  const { title, description } = locale === 'ur' && input.ur ? input.ur : input
  const pageUrl = localePath(locale, path)
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
    alternates: { canonical: pageUrl, languages: languageAlternates(path) },
    openGraph: {
      title: socialTitle,
      description,
      url: pageUrl,
      siteName: site.name,
      locale: LOCALE_SETTINGS[locale].openGraph,
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
