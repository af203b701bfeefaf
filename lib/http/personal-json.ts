import 'server-only'
import { unstable_rethrow as rethrowNextSignal } from 'next/navigation'

/**
 * How a personal page's JSON is answered (GET /api/cart, /api/wishlist, /api/checkout, /api/account): only
 * for this browser, asked again every time (`private, no-cache`: no shared cache may keep it, and the page
 * that fetched it stays eligible for the back/forward cache), varying by the cookies that name the shopper.
 *
 * A read that fails (Firestore or Auth down) answers 503 with a code, never a stack trace; the page shows
 * its "try again" message under its heading (components/ui/store-unavailable.tsx).
 */
export async function personalJson<T>(read: () => Promise<T>): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }
  try {
    return Response.json(await read(), { headers })
  } catch (error) {
    // Next's own signals are not a failed read: at build time, a route bailing out of prerendering when it
    // reads the request would otherwise be logged here as an error, and answered as a 503 while prerendering.
    rethrowNextSignal(error)
    console.error(error)
    return Response.json({ error: 'store-unavailable' }, { status: 503, headers })
  }
}
