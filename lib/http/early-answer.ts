import { isMalformedPath } from '@/lib/routing/malformed-path-page'
import { isMalformedRouterState } from './router-state-guard'

/** The methods a page takes: reading it, and posting a server action or a form to it. */
export const PAGE_METHODS = 'GET, HEAD, POST'

/**
 * A request the Node server answers itself, before Next: an address whose %-escapes are not UTF-8 (Next's
 * router throws on it before routing and answers a bare 500 without the shop's headers), and, outside the
 * route handlers under /api/ (which answer their own methods), any method a page does not take (Next renders
 * the page for PUT or DELETE, refuses OPTIONS with a 400, and both carry a catalogue page's shared
 * Cache-Control, since next.config.ts headers cannot be limited by method), and an RSC request whose router
 * state Next cannot read (it answers a 500 while rendering a page on request; proxy.ts never sees the header,
 * which Next strips before it runs).
 */
export type EarlyAnswer = 'malformed-path' | 'bad-router-state' | 'options' | 'method-not-allowed'

export function earlyAnswer(
  method: string,
  requestTarget: string,
  routerState: string | string[] | undefined = undefined,
): EarlyAnswer | null {
  const path = pathOf(requestTarget)
  if (isMalformedPath(path)) return 'malformed-path'
  if (Array.isArray(routerState) || isMalformedRouterState(routerState ?? null)) return 'bad-router-state'
  if (path === '/api' || path.startsWith('/api/')) return null
  if (method === 'GET' || method === 'HEAD' || method === 'POST') return null
  return method === 'OPTIONS' ? 'options' : 'method-not-allowed'
}

/** The path of a request line's target, which a client may also send in absolute form (`http://host/path`). */
function pathOf(requestTarget: string): string {
  const withoutQuery = requestTarget.split('?', 1)[0] ?? ''
  if (withoutQuery.startsWith('/')) return withoutQuery
  return withoutQuery.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '') || '/'
}
