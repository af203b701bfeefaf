import { siteUrl } from '@/lib/site-url'

type RequestLike = { headers: Headers; nextUrl: { origin: string; protocol: string } }

/**
 * Whether a state-changing request was sent by our own pages. Browsers always attach Origin to POST and DELETE
 * fetches and a page cannot forge it, so a missing or foreign Origin is refused: another site must not be able
 * to plant a session (login CSRF) or sign a shopper out.
 */
export function isSameOriginRequest(request: RequestLike): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  const allowed = new Set([request.nextUrl.origin, new URL(siteUrl()).origin])
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (host) {
    const protocol = request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(/:$/, '')
    allowed.add(`${protocol}://${host}`)
  }
  return allowed.has(origin)
}
