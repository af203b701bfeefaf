import type { CartView } from '@/lib/cart/cart-view-model'

/**
 * The last bag this browser was shown (the bag page), or read after Add to Bag elsewhere
 * (components/offline/keep-bag-for-offline.ts), kept in localStorage for the offline bag page
 * (components/offline/offline-bag.tsx): what a phone that lost its signal can still show, marked as not
 * current. Only what the bag page shows (names, pictures, options, amounts), and forgotten whenever the
 * session changes (sign-in, sign-out), so the next person on a shared phone never sees it.
 */
const KEY = 'fatin:last-bag'

export type LastBag = {
  savedAt: number
  itemCount: number
  total: number
  lines: {
    key: string
    name: string
    image: string
    color: string | null
    size: string | null
    quantity: number
    lineTotal: number
  }[]
}

// Checked by hand, not with zod: forgetLastBag is on every page (the header's session code), and zod would
// come along into every page's scripts.
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)
const isText = (value: unknown): value is string => typeof value === 'string'
const isTextOrNull = (value: unknown) => value === null || isText(value)

function isLine(value: unknown): value is LastBag['lines'][number] {
  if (typeof value !== 'object' || value === null) return false
  const line = value as Record<string, unknown>
  return (
    isText(line.key) &&
    isText(line.name) &&
    isText(line.image) &&
    isTextOrNull(line.color) &&
    isTextOrNull(line.size) &&
    isNumber(line.quantity) &&
    isNumber(line.lineTotal)
  )
}

function isLastBag(value: unknown): value is LastBag {
  if (typeof value !== 'object' || value === null) return false
  const bag = value as Record<string, unknown>
  return (
    isNumber(bag.savedAt) &&
    isNumber(bag.itemCount) &&
    isNumber(bag.total) &&
    Array.isArray(bag.lines) &&
    bag.lines.every(isLine)
  )
}

export function rememberBag(cart: CartView, now = Date.now()): void {
  const bag: LastBag = {
    savedAt: now,
    itemCount: cart.itemCount,
    total: cart.pricing.total,
    lines: cart.lines.map(({ key, name, image, color, size, quantity, lineTotal }) => ({
      key,
      name,
      image,
      color,
      size,
      quantity,
      lineTotal,
    })),
  }
  try {
    window.localStorage.setItem(KEY, JSON.stringify(bag))
  } catch {
    // Storage full or refused (private browsing): the offline page then says it has no bag to show.
  }
}

/** The bag kept by rememberBag, or null when none was kept (or what was kept is not a bag). */
export function lastBag(): LastBag | null {
  try {
    const stored = window.localStorage.getItem(KEY)
    if (!stored) return null
    const parsed: unknown = JSON.parse(stored)
    return isLastBag(parsed) ? parsed : null
  } catch {
    return null
  }
}

export function forgetLastBag(): void {
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // Nothing kept, or storage refused: nothing to forget.
  }
}
