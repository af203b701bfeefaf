import { NextResponse } from 'next/server'
import { sameSitePath } from '@/lib/security/same-site-path'

type RedirectStatus = 303 | 307 | 308

type Options = {
  /** Where to send the shopper when `path` could leave the site. */
  fallback?: string
  /**
   * The request's URL, in proxy.ts only: Next needs an absolute Location from the proxy, and turns a
   * same-origin one back into a relative path itself. Route handlers leave it out.
   */
  base?: URL
}

/**
 * Every redirect the shop answers itself goes through here, with the final path (after every language or
 * query change), which lib/security/same-site-path.ts judges: a path that could lead to another site becomes
 * `fallback`. The Location is relative, so a shopper who reached the shop by another host name (an address,
 * a preview domain) stays on it, with her session and bag.
 */
export function sameSiteRedirect(path: string, status: RedirectStatus, options: Options = {}): NextResponse {
  const target = sameSitePath(path, options.fallback ?? '/')
  const response = options.base
    ? NextResponse.redirect(new URL(target, options.base), status)
    : new NextResponse(null, { status, headers: { Location: target } })
  // Where a redirect leads can depend on the visitor (a language cookie, a session): never for a shared
  // cache, even on a catalogue path whose page is shared.
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}
