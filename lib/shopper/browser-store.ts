import type { AppUser } from '@/lib/auth/user'
import type { BadgeCounts } from '@/lib/cart/cart-view-model'
import type { ShopperSummary } from '@/lib/shopper/summary-types'
import type { StockStatus } from '@/lib/stock/stock-status'
import { reloadIfSessionChanged, rememberSessionGeneration } from './session-generation'

/**
 * The browser's copy of what GET /api/shopper says about the visitor, shared by every personal island on a
 * page (user button, badges, hearts, live stock). Catalogue pages are static HTML, identical for everyone;
 * this store fills in the rest after load with one request, and keeps it current after the shopper acts.
 *
 * Until the first answer arrives everything is unknown, and the islands show a neutral state (no number, an
 * empty-looking user slot), never a guess. A part the server could not read stays unknown.
 */
export type ShopperState = {
  /** True once the server has answered about the session (who is signed in). */
  known: boolean
  user: AppUser | null
  counts: BadgeCounts | null
  wishlist: ReadonlySet<number> | null
  stock: ReadonlyMap<number, StockStatus>
}

const UNKNOWN: ShopperState = { known: false, user: null, counts: null, wishlist: null, stock: new Map() }

let state: ShopperState = UNKNOWN
const listeners = new Set<() => void>()
/** Products whose stock an island asked for and that the next request will include. */
const wantedStock = new Set<number>()
let loadRequested = false
let scheduled = false
let inFlight: Promise<void> | null = null
let again = false
/**
 * Goes up with every change the shopper makes here (a bag or wishlist answer, a sign-in). An answer from
 * /api/shopper that was read before such a change is older than what the store knows: its counts, wishlist
 * and user must not overwrite the newer ones.
 */
let changes = 0

function publish(next: Partial<ShopperState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function subscribeToShopper(listener: () => void): () => void {
  listeners.add(listener)
  watchPageRestore()
  return () => {
    listeners.delete(listener)
  }
}

export function shopperSnapshot(): ShopperState {
  return state
}

/** What the static HTML was rendered with: nothing known, so hydration matches it. */
export function serverShopperSnapshot(): ShopperState {
  return UNKNOWN
}

/**
 * Asks the server, once for all the islands on the page (the header, a page of cards), and again when an
 * island needs stock the store has not read yet. `force` reads again even if nothing new is wanted.
 */
export function requestShopper({ stockFor, force = false }: { stockFor?: number; force?: boolean } = {}) {
  const needsStock = stockFor !== undefined && !state.stock.has(stockFor) && !wantedStock.has(stockFor)
  if (stockFor !== undefined && needsStock) wantedStock.add(stockFor)
  if (loadRequested && !needsStock && !force) return
  loadRequested = true
  if (scheduled) return
  scheduled = true
  whenHydrated(() => {
    scheduled = false
    void load()
  })
}

/** The longest a read waits for the browser to go idle (a phone still busy hydrating, or one that never is). */
const HYDRATION_WAIT_MS = 1000

/**
 * Runs `then` in the browser's next idle moment. React hydrates a page in slices, so the header's islands
 * mount well before the cards': waiting for idle lets every island
 * on the page add what it needs to one request, where a plain macrotask made two in a row (twice the round
 * trips for the cards' stock, and twice the requests for the server). Every read waits this way, the later
 * ones too (after the bag changes, on a page restored from the back/forward cache), which on a page that has
 * finished hydrating is at once.
 */
function whenHydrated(then: () => void) {
  if (typeof window !== 'undefined' && window.requestIdleCallback) {
    window.requestIdleCallback(then, { timeout: HYDRATION_WAIT_MS })
  } else {
    setTimeout(then, 0)
  }
}

async function load(): Promise<void> {
  if (inFlight) {
    again = true
    return inFlight
  }
  const ids = [...wantedStock]
  wantedStock.clear()
  const changesAtStart = changes
  inFlight = fetchSummary(ids)
    .then((summary) => {
      if (!summary) return
      const stock = new Map(state.stock)
      for (const [id, status] of Object.entries(summary.stock ?? {})) stock.set(Number(id), status)
      if (changes !== changesAtStart) {
        // Read again: the next answer starts after the change, so it includes it.
        publish({ stock })
        again = true
        return
      }
      publish({
        known: true,
        user: summary.user,
        counts: summary.counts,
        wishlist: summary.wishlist ? new Set(summary.wishlist) : null,
        stock,
      })
    })
    .finally(() => {
      inFlight = null
      if (again || wantedStock.size > 0) {
        again = false
        void load()
      }
    })
  return inFlight
}

async function fetchSummary(stockIds: readonly number[]): Promise<ShopperSummary | null> {
  lastRead = Date.now()
  const query = stockIds.length > 0 ? `?stock=${stockIds.join(',')}` : ''
  try {
    const response = await fetch(`/api/shopper${query}`, { credentials: 'same-origin', cache: 'no-cache' })
    if (!response.ok) return null
    return (await response.json()) as ShopperSummary
  } catch {
    // Offline or the server is unreachable: the islands keep their neutral state; actions still work.
    return null
  }
}

/** After sign-in or sign-out: the new user at once, then the bag and wishlist that go with the new session. */
export function setShopperUser(user: AppUser | null) {
  changes++
  publish({ known: true, user, counts: null, wishlist: null })
  requestShopper({ force: true })
}

/** The counts a bag or wishlist action answered with (the server's figures after the change). */
export function setShopperCounts(counts: BadgeCounts) {
  changes++
  publish({ counts })
}

/** A heart's answer: saved or not, now. */
export function setSavedInWishlist(productId: number, saved: boolean) {
  changes++
  const wishlist = new Set(state.wishlist ?? [])
  if (saved) wishlist.add(productId)
  else wishlist.delete(productId)
  publish({ wishlist })
}

/** Stock changed under the shopper (an order placed, a line that hit the limit): read it again. */
export function forgetStock(productIds: readonly number[]) {
  const stock = new Map(state.stock)
  for (const id of productIds) stock.delete(id)
  publish({ stock })
}

let watchingRestore = false
/** Reading again when a tab comes back is worth it at most this often. */
const REVISIT_INTERVAL_MS = 30_000
let lastRead = 0

/**
 * A page restored from the back/forward cache shows what it had when the shopper left, and a tab left in
 * the background may be out of date (the bag changed in another tab, they signed out there): read again.
 * Restored under another session than it was shown under, it is loaded afresh instead (./session-generation.ts).
 */
function watchPageRestore() {
  if (watchingRestore || typeof window === 'undefined') return
  watchingRestore = true
  rememberSessionGeneration()
  const readAgain = () => {
    wantedStock.clear()
    for (const id of state.stock.keys()) wantedStock.add(id)
    requestShopper({ force: true })
  }
  window.addEventListener('pageshow', (event) => {
    if (reloadIfSessionChanged(event)) return
    if (event.persisted) readAgain()
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRead > REVISIT_INTERVAL_MS) readAgain()
  })
}

/** For unit tests: back to the state of a fresh page. */
export function resetShopperStoreForTests() {
  state = UNKNOWN
  wantedStock.clear()
  loadRequested = false
  scheduled = false
  inFlight = null
  again = false
  lastRead = 0
}
