import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { SHARED_PAGE_CACHE_CONTROL } from './cache-policy'
import { NOT_FOUND_PAGE_SEGMENT, NOT_FOUND_SEGMENT } from './not-found-rewrite'

/*
 * The proxy's 404s, as a whole page a browser can show before any script runs.
 *
 * Next (16.4, Cache Components) sends notFound()'s screen as an empty document that its scripts draw: a
 * shopper following a dead link on a slow phone sees a blank page until about 180 KB of script arrive, and
 * nothing at all without them, and the document has no title or language. So the catch-all page
 * (app/[lang]/[...missing]) also prerenders the 404 screen as a whole page at /{lang}/not-found-page, and a
 * browser's page load that the proxy answers with its 404 rewrite gets that HTML, read once per language
 * from this build's output, with the 404 status. A rewrite to that page would not do: Next serves a
 * prerendered page with the status it stored, 200.
 *
 * Everything else keeps the rewrite and its 404: a request for the router's payload or any other fetch
 * (Sec-Fetch-Dest 'empty'; Next hides its RSC headers from the proxy, so the two look alike here), and a
 * POST. If the file cannot be read (another build layout), the rewrite is the answer too: the same screen,
 * drawn by the scripts.
 */

/** Where `next build` writes a prerendered page's HTML (the project's distDir is Next's default). */
function prerenderedHtmlPath(locale: Locale): string {
  return path.join(process.cwd(), '.next', 'server', 'app', locale, `${NOT_FOUND_PAGE_SEGMENT}.html`)
}

const documents = new Map<Locale, Promise<string | null>>()

function notFoundHtml(locale: Locale): Promise<string | null> {
  let html = documents.get(locale)
  if (!html) {
    html = readFile(prerenderedHtmlPath(locale), 'utf8').catch((error: unknown) => {
      console.error(`[not-found] no prerendered 404 page for '${locale}'; unknown paths fall back`, error)
      return null
    })
    documents.set(locale, html)
  }
  return html
}

/** Whether a request is a page load that shows its answer as a document (a client without Sec-Fetch too). */
export function wantsDocument(request: Pick<Request, 'method' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const destination = request.headers.get('sec-fetch-dest')
  return destination === null || destination === 'document'
}

/** The locale whose 404 screen a response of the proxy rewrites to, or null when it is no such rewrite. */
export function notFoundRewriteLocale(response: Response): Locale | null {
  if (response.status !== 404) return null
  const target = response.headers.get('x-middleware-rewrite')
  if (!target) return null
  const pathname = new URL(target, 'http://shop.invalid').pathname
  return LOCALES.find((locale) => pathname === `/${locale}/${NOT_FOUND_SEGMENT}`) ?? null
}

/**
 * The 404 page itself for a browser's page load, in place of the proxy's rewrite to it, keeping the
 * rewrite's headers (a private Cache-Control, the back office's noindex); any other response as it is.
 */
export async function withNotFoundDocument(
  request: NextRequest,
  response: NextResponse,
): Promise<NextResponse> {
  const locale = notFoundRewriteLocale(response)
  if (locale === null || !wantsDocument(request)) return response
  const html = await notFoundHtml(locale)
  if (html === null) return response
  const headers = new Headers(response.headers)
  headers.delete('x-middleware-rewrite')
  headers.set('Content-Type', 'text/html; charset=utf-8')
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL)
  // The same address answers the router's fetch with its payload, so a cache must not swap the two.
  headers.append('Vary', 'Sec-Fetch-Dest')
  return new NextResponse(html, { status: 404, headers })
}
