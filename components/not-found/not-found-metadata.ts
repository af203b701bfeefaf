import type { Metadata } from 'next'
import { notFoundTexts } from '@/components/not-found/not-found-texts'
import { currentLocale } from '@/lib/i18n/server-locale'

/**
 * The 404 screen's title and description, in the page's language, kept out of search results. Used by
 * app/[lang]/not-found.tsx and by the catch-all page every unknown path is rewritten to: that page calls
 * notFound() while it renders, after Next has already resolved its metadata, so without its own the tab
 * would show the shop's default title over the 404 screen.
 */
export async function notFoundMetadata(): Promise<Metadata> {
  const texts = notFoundTexts[await currentLocale()]
  return { title: texts.title, description: texts.description, robots: { index: false, follow: true } }
}
