import { NextResponse, type NextRequest } from 'next/server'
import { accountGate, isStaffPath } from '@/lib/auth/gate'
import { isConfiguredOrigin } from '@/lib/auth/origin'
import { sameSiteRedirect } from '@/lib/http/same-site-redirect'
import { refuseBadActionPost } from '@/lib/http/server-action-guard'
import { listingRewrite } from '@/lib/listing/rewrite'
import { withStaffHeaders } from '@/lib/routing/staff-headers'
import { isUnknownStaffRecord } from '@/lib/staff/unknown-staff-record'
import { malformedPathResponse } from '@/lib/routing/malformed-path'
import { isMalformedPath } from '@/lib/routing/malformed-path-page'
import { notFoundRewrite } from '@/lib/routing/not-found-rewrite'
import { withNotFoundDocument } from '@/lib/routing/not-found-document'
import { groupLandingPath } from '@/lib/routing/group-landing'
import { LANGUAGE_COOKIE } from '@/lib/i18n/language-cookie'
import { internalPath, routeLocale } from '@/lib/i18n/locale-routing'
import { localePath } from '@/lib/i18n/locale-path'
import { isUnknownCataloguePath } from '@/lib/routing/unknown-path'
import {
  confirmLinkResponse,
  isConfirmLinkPath,
  isUnknownConfirmAnswer,
} from '@/lib/orders/confirmation/confirm-link-route'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { isUnsubscribeLinkPath, unsubscribeLinkResponse } from '@/lib/newsletter/unsubscribe-link-route'
import { newsletterConfirmLink } from '@/lib/newsletter/confirm-link-route'
import { stockAlertConfirmLink } from '@/lib/stock/back-in-stock/alert-link-route'

/**
 * Runs before routing (Next 16's name for middleware.ts, on the Node.js runtime, so firebase-admin can verify
 * session cookies here). Its jobs, in order, after refusing with a 4xx a server action POST that is too
 * big, cross-site or malformed (lib/http/server-action-guard.ts), which Next itself would answer with a 500:
 *
 * 1. A group's bare path ('/clothing', a listing's URL trimmed) goes to its page, '/category/clothing'
 *    (lib/routing/group-landing.ts).
 * 2. Real 404s for catalogue paths that name nothing (lib/routing/unknown-path.ts): with Partial Prefetching
 *    a dynamic route would otherwise start streaming its shell with a 200 before the page calls notFound().
 *    Every 404 screen the proxy answers reaches a browser's page load as a whole page, not the empty
 *    document Next draws notFound() in (lib/routing/not-found-document.ts).
 * 3. The session gate (lib/auth/gate.ts): /account, /orders/{id} and /staff/* need a verified session cookie
 *    (a guest order also opens with its signed proof cookie); a signed-out visitor goes to
 *    /signin?next=<where they were going>. /checkout and /orders/lookup are open to guests, and so is the
 *    "Confirm my order" link, /orders/confirm/{token}: a token the shop did not sign gets its page with a 404
 *    status, and every answer there is `private, no-store` and `noindex` (lib/orders/confirmation); the
 *    newsletter's unsubscribe and confirmation links and the stock alert's confirmation link likewise
 *    (lib/http/signed-link-rewrite.ts). /staff/* also needs the staff claim (anyone else gets the 404
 *    screen) and is sent `no-store` and `noindex` (lib/routing/staff-headers.ts); a staff page for an order,
 *    product or link that does not exist gets the 404 screen with a real 404 (lib/staff/unknown-staff-record.ts).
 * 4. Filtered listings (lib/listing/rewrite.ts): the plain /{group}/{slug} is a prerendered page; a URL with
 *    filter or sort parameters is rewritten to the request-time route app/{group}/[category]/filtered, which
 *    renders the filtered grid on the server while the shopper keeps the shareable URL.

 * Shared caching is not decided here: next.config.ts gives every catalogue page's HTML, filtered listings
 * included, its `public` Cache-Control (catalogueCacheHeaders in lib/routing/proxy-free-pages.ts), since Next
 * hides from the proxy the headers that tell a page from its RSC payload. Personal pages keep Next's
 * `no-store`, and the proxy's own redirects say `private, no-store`.
 *
 * Before all of these, the language (lib/i18n/locale-routing.ts): English pages keep their URLs and are served
 * from app/[lang] as /en/..., Urdu ones are /ur/...; the decisions above are made on the path without the
 * language, so both languages behave the same.
 *
 * Catalogue paths never verify a session here: only the gated pages pay for that. A plain request for a
 * catalogue page does not reach the proxy at all (the matcher below, lib/routing/proxy-free-pages.ts):
 * next.config.ts does its English rewrite, since running a proxy at all has a cost. The matcher names each
 * page, products by id, so a path that names nothing still comes here for its 404.
 */
export async function proxy(request: NextRequest) {
  return withNotFoundDocument(request, await answer(request))
}

async function answer(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl
  // An address whose %-escapes are not UTF-8: a clear 400 rather than Next's 500. The Node server's guard
  // (lib/http/node-request-guard.ts) answers these first; this one serves a host that runs the shop without it.
  if (isMalformedPath(url.pathname)) return malformedPathResponse()
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
  if (route.kind === 'redirect') return sameSiteRedirect(route.to, 307, { base: url })
  if (route.kind === 'pass') return NextResponse.next()
  // From here on every decision is about the page, whichever language it is asked in.
  const { locale, path } = route
  const page = new URL(url)
  page.pathname = path
  const groupLanding = groupLandingPath(path)
  if (groupLanding) return sameSiteRedirect(localePath(locale, groupLanding) + url.search, 308, { base: url })
  if (isUnknownCataloguePath(page) || isUnknownConfirmAnswer(path)) return notFoundRewrite(url, locale)
  const gate = await accountGate(request, page, locale)
  if (gate) return withStaffHeaders(path, gate)
  if (isStaffPath(path) && (await isUnknownStaffRecord(path))) {
    return withStaffHeaders(path, notFoundRewrite(url, locale))
  }
  if (isConfirmLinkPath(path)) return confirmLinkResponse(request, page, locale, path, orderProofSecret())
  if (isUnsubscribeLinkPath(path)) return unsubscribeLinkResponse(page, locale, orderProofSecret())
  for (const link of [newsletterConfirmLink, stockAlertConfirmLink]) {
    if (link.encodedToken(path) !== null) return link.response(page, locale, path, orderProofSecret())
  }
  const target = listingRewrite(page) ?? page
  target.pathname = internalPath(locale, target.pathname)
  return withStaffHeaders(path, NextResponse.rewrite(target))
}

export const config = {
  // Every page but the catalogue's (home, content, guide, groups, listings, posts, products), and those too
  // when a request carries one of PROXY_TRIGGERS. A literal, as Next reads it from this file's source;
  // lib/routing/proxy-free-pages.test.ts checks it is proxyMatcher() of that file.
  matcher: [
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/)(?!(?:ur)?$|(?:ur/)?(?:(?:sale|blog|about|careers|contact|faq|loyalty|payment|privacy|shipping|terms)|guide/(?:kaftans)|category/(?:clothing|hijabs|beauty|accessories|festive)|clothing/(?:abayas|jilbabs|kaftans|long-dresses|tunics)|hijabs/(?:scarves|shawls|khimars)|beauty/(?:makeup|skincare|haircare|halal-certified)|accessories/(?:jewelry|handbags|belts|shoes)|product/(?:1|2|3|4|5|6|7|8|101|102|103|104|105|106|107|108|201|202|203|204|205|206|207|208|301|302|303|304|305|306|307|308|401|402|403|404|405|406|407|408|901|902|903|904|905|906|907|908|1001|1002|1003|1004|1005|1006|1101|1102|1103|1104|1201|1202|1203|1204|1205|1206|1301|1302|1303|1304|1401|1402|1403|1404|1501|1502|1503|1504|1601|1602|1603|1604|1701|1702|1703|1704|1801|1802|1803|1804|1901|1902|1903|1904|2001|2002|2003|2004)|blog/(?:how-to-style-an-abaya-for-eid|hijab-fabrics-guide|halal-beauty-essentials))$).*)',
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'cookie', key: 'fatin_lang' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'header', key: 'content-length' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'header', key: 'transfer-encoding' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'query', key: 'color' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'query', key: 'size' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'query', key: 'fabric' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'query', key: 'price' }],
    },
    {
      source:
        '/((?!_next/static|_next/image|pictures/|fonts/|icons/|favicon.ico|icon.svg|apple-icon.png|robots.txt|sitemap.xml|search-index.json|sw.js|l/).*)',
      has: [{ type: 'query', key: 'sort' }],
    },
  ],
}
