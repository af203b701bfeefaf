import 'server-only'
import { PAGE_VIEW_STANDING_MS, readAccount } from '@/lib/auth/account-standing'
import { type DecodedIdToken, getPageViewSession, userFromRecord } from '@/lib/auth/session'
import { toAppUser, type AppUser } from '@/lib/auth/user'
import { countItems } from '@/lib/cart/cart-line'
import { readGuestCart } from '@/lib/cart/cart-reads'
import { getProductStocks } from '@/lib/stock/stock-reads'
import { type ProductStock, totalOf } from '@/lib/stock/stock-doc'
import { stockStatus, type StockStatus } from '@/lib/stock/stock-status'
import { readGuestWishlist } from '@/lib/wishlist/wishlist-reads'
import { readPersonalDocs } from './personal-docs'
import { requestDataStamp } from './account-data-stamp'
import type { ShopperSummary } from './summary-types'

/**
 * The personal parts of a catalogue page for this request (see ShopperSummary). A part that cannot be read
 * degrades on its own: a Firestore outage leaves the badges and hearts unknown, never the user button (which
 * needs only Auth), and never the page.
 */
export async function readShopperSummary(stockIds: readonly number[]): Promise<ShopperSummary> {
  // A page view: it shows the shopper's own name and counts, and changes nothing.
  const session = await getPageViewSession()
  return session ? signedInSummary(session, stockIds) : guestSummary(stockIds)
}

async function guestSummary(stockIds: readonly number[]): Promise<ShopperSummary> {
  const [cart, wishlist, stock] = await Promise.all([
    orNull(readGuestCart, 'bag'),
    orNull(readGuestWishlist, 'wishlist'),
    stockIds.length > 0 ? orNull(() => getProductStocks(stockIds), 'stock') : new Map<number, ProductStock>(),
  ])
  return {
    user: null,
    counts: cart && wishlist ? { cart: countItems(cart), wishlist: wishlist.length } : null,
    wishlist,
    stock: stock && statusesOf(stockIds, stock),
  }
}

/**
 * The Auth record is the one the session check just read for this data stamp (lib/cache/personal-cache.ts);
 * the profile, bag and wishlist are remembered the same way or read with the stock (./personal-docs.ts).
 */
async function signedInSummary(
  session: DecodedIdToken,
  stockIds: readonly number[],
): Promise<ShopperSummary> {
  const stamp = await requestDataStamp()
  const [record, docs] = await Promise.all([
    orNull(() => readAccount(session.uid, { maxAgeMs: PAGE_VIEW_STANDING_MS, stamp }), 'user'),
    orNull(() => readPersonalDocs(session.uid, stockIds), 'bag, wishlist and profile'),
  ])
  return {
    user: record ? userFromRecord(record, docs?.profile ?? null) : userFromClaims(session),
    counts: docs ? { cart: countItems(docs.cart), wishlist: docs.wishlist.length } : null,
    wishlist: docs?.wishlist ?? null,
    stock: docs ? statusesOf(stockIds, docs.stock) : null,
  }
}

/** When the Auth record cannot be read: what the verified cookie itself says, so the shopper stays signed in. */
function userFromClaims(session: DecodedIdToken): AppUser {
  return toAppUser({
    uid: session.uid,
    email: session.email ?? null,
    displayName: typeof session.name === 'string' ? session.name : null,
    photoURL: session.picture ?? null,
  })
}

/** Each product's total and its figure per variant (the product page's size and colour pickers use them). */
function statusesOf(ids: readonly number[], stocks: Map<number, ProductStock>): Record<string, StockStatus> {
  return Object.fromEntries(
    ids.map((id) => {
      const variants = stocks.get(id)?.variants ?? {}
      return [String(id), stockStatus(totalOf(variants), variants)]
    }),
  )
}

async function orNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    console.error(`[shopper] could not read the ${what}`, error)
    return null
  }
}
