import 'server-only'
import { type DecodedIdToken, getPageViewSession, loadAppUser } from '@/lib/auth/session'
import { toAppUser, type AppUser } from '@/lib/auth/user'
import { countItems } from '@/lib/cart/cart-line'
import { readCart } from '@/lib/cart/cart-store'
import { getStocks } from '@/lib/stock/stock'
import { stockStatus, type StockStatus } from '@/lib/stock/stock-doc'
import { readWishlist } from '@/lib/wishlist/wishlist-store'
import type { ShopperSummary } from './summary-types'

/**
 * The personal parts of a catalogue page for this request (see ShopperSummary). Each part is read on its own
 * and degrades on its own: a Firestore outage leaves the badges and hearts unknown, never the user button
 * (which needs only Auth), and never the page.
 */
export async function readShopperSummary(stockIds: readonly number[]): Promise<ShopperSummary> {
  // A page view: it shows the shopper's own name and counts, and changes nothing.
  const session = await getPageViewSession()
  const uid = session?.uid ?? null
  const [user, cart, wishlist, stock] = await Promise.all([
    session ? readUser(session) : null,
    orNull(() => readCart(uid), 'bag'),
    orNull(() => readWishlist(uid), 'wishlist'),
    stockIds.length > 0 ? orNull(() => readStock(stockIds), 'stock') : {},
  ])
  return {
    user,
    counts: cart && wishlist ? { cart: countItems(cart), wishlist: wishlist.length } : null,
    wishlist,
    stock,
  }
}

/** The Auth record and profile when they can be read; otherwise what the verified cookie itself says. */
async function readUser(session: DecodedIdToken): Promise<AppUser> {
  const user = await orNull(() => loadAppUser(session.uid), 'user')
  return (
    user ??
    toAppUser({
      uid: session.uid,
      email: session.email ?? null,
      displayName: typeof session.name === 'string' ? session.name : null,
      photoURL: session.picture ?? null,
    })
  )
}

async function readStock(ids: readonly number[]): Promise<Record<string, StockStatus>> {
  const available = await getStocks(ids)
  return Object.fromEntries(ids.map((id) => [String(id), stockStatus(available.get(id) ?? 0)]))
}

async function orNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    console.error(`[shopper] could not read the ${what}`, error)
    return null
  }
}
