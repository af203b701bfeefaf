import { NextResponse, type NextRequest } from 'next/server'
import { accountGate } from '@/lib/auth/gate'
import { isConfiguredOrigin } from '@/lib/auth/origin'
import { refuseBadActionPost } from '@/lib/http/server-action-guard'
import { listingRewrite } from '@/lib/listing/rewrite'
import { sharedCacheControl } from '@/lib/routing/cache-policy'
import { withStaffHeaders } from '@/lib/routing/staff-headers'
import { notFoundRewrite } from '@/lib/routing/not-found-rewrite'
import { LANGUAGE_COOKIE } from '@/lib/i18n/language-cookie'
import { internalPath, routeLocale } from '@/lib/i18n/locale-routing'
import { isUnknownCataloguePath } from '@/lib/routing/unknown-path'

/**
 * Runs before routing (Next 16's name for middleware.ts, on the Node.js runtime, so firebase-admin can verify
 * session cookies here). Three jobs, in order, after refusing with a 4xx a server action POST that is too
 * big, cross-site or malformed (lib/http/server-action-guard.ts), which Next itself would answer with a 500:
 *
 * 1. Real 404s for catalogue paths that name nothing (lib/routing/unknown-path.ts): with Partial Prefetching
 *    a dynamic route would otherwise start streaming its shell with a 200 before the page calls notFound().
 * 2. The session gate (lib/auth/gate.ts): /account, /orders/{id} and /staff/* need a verified session cookie
 *    (a guest order also opens with its signed proof cookie); a signed-out visitor goes to
 *    /signin?next=<where they were going>. /checkout and /orders/lookup are open to guests. /staff/* also
 *    needs the staff claim (anyone else gets the 404 screen) and is sent `no-store` and `noindex`
 *    (lib/routing/staff-headers.ts).
 * 3. Filtered listings (lib/listing/rewrite.ts): the plain /{group}/{slug} is a prerendered page; a URL with
 *    filter or sort parameters is rewritten to the request-time route app/{group}/[category]/filtered, which
 *    renders the filtered grid on the server while the shopper keeps the shareable URL.
 * 4. Shared caching (lib/routing/cache-policy.ts): every catalogue page, filtered listings included, is the
 *    same for every visitor, so it goes out `public` for CDNs; personal pages keep Next's `no-store`.
 *
 * Before all of these, the language (lib/i18n/locale-routing.ts): English pages keep their URLs and are served
 * from app/[lang] as /en/..., Urdu ones are /ur/...; the decisions above are made on the path without the
 * language, so both languages behave the same.
 *
 * Catalogue paths never verify a session here: only the gated pages pay for that.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const refusal = await refuseBadActionPost(request, url.pathname, isConfiguredOrigin)
  if (refusal) {
    return NextResponse.json(
      { ok: false, error: refusal.error },
      { status: refusal.status, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const route = routeLocale({
    method: request.method,
    pathname: url.pathname,
    search: url.search,
    languageCookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
    navigation: request.headers.get('sec-fetch-mode') === 'navigate',
  })
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.to, url), 307)
  if (route.kind === 'pass') return NextResponse.next()
  // From here on every decision is about the page, whichever language it is asked in.
  const { locale, path } = route
  const page = new URL(url)
  page.pathname = path
  if (isUnknownCataloguePath(page)) return notFoundRewrite(url, locale)
  const gate = await accountGate(request, page, locale)
  if (gate) return withStaffHeaders(path, gate)
  const target = listingRewrite(page) ?? page
  target.pathname = internalPath(locale, target.pathname)
  const response = NextResponse.rewrite(target)
  const cacheControl = sharedCacheControl(request.method, path)
  if (cacheControl) response.headers.set('Cache-Control', cacheControl)
  return withStaffHeaders(path, response)
}

export const config = {
  // Page requests only: not Next's assets, the shop's pictures or the metadata files.
  matcher: ['/((?!_next/static|_next/image|images/|fonts/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'],
}
