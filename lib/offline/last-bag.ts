import { z } from 'zod'
import type { CartView } from '@/lib/cart/cart-view-model'

/**
 * The last bag this browser was shown, kept in localStorage for the offline bag page
 * (components/offline/offline-bag.tsx): what a phone that lost its signal can still show, marked as not
 * current. Only what the bag page showed (names, pictures, options, amounts), and forgotten whenever the
 * session changes (sign-in, sign-out), so the next person on a shared phone never sees it.
 */
const KEY = 'fatin:last-bag'

const LastBagSchema = z.object({
  savedAt: z.number(),
  itemCount: z.number(),
  total: z.number(),
  lines: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      image: z.string(),
      color: z.string().nullable(),
      size: z.string().nullable(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
})

export type LastBag = z.infer<typeof LastBagSchema>

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
    const parsed = LastBagSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
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
