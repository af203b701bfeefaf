import type { Product } from '@/data/schemas'
import { type CartLine, type CartLineIdentity, isSameLine, lineKey } from './cart-line'
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart-limits'

/** Pure changes to a list of cart lines; the stores (cookie, Firestore) call these and save the result. */

/** Why the bag refused a change (the words: lib/i18n/shop-message-texts.ts). */
export type BagRefusal =
  | { code: 'line-full' }
  | { code: 'bag-full' }
  | { code: 'not-in-bag' }
  | { code: 'quantity-out-of-range' }
  | StockRefusal

/** Not enough left: none at all, or `available` with `inBag` of them already in the bag. */
export type StockRefusal =
  | { code: 'sold-out'; productName: string }
  | { code: 'stock-left'; productName: string; available: number; inBag: number }

export type LinesChange = { ok: true; lines: CartLine[] } | ({ ok: false } & BagRefusal)

/**
 * Adds a checked line; the same product, colour and size add to the existing line. `available`: the live
 * stock of that colour and size (each variant has its own).
 */
export function addLine(
  lines: readonly CartLine[],
  line: CartLine,
  product: Pick<Product, 'name'>,
  available: number,
): LinesChange {
  const existing = lines.find((candidate) => isSameLine(candidate, line))
  const quantity = (existing?.quantity ?? 0) + line.quantity
  if (quantity > MAX_LINE_QUANTITY) {
    return { ok: false, code: 'line-full' }
  }
  const stockError = checkStock(quantity, available, product, existing?.quantity ?? 0)
  if (stockError) return { ok: false, ...stockError }
  if (existing) {
    return {
      ok: true,
      lines: lines.map((candidate) => (candidate === existing ? { ...candidate, quantity } : candidate)),
    }
  }
  if (lines.length >= MAX_CART_LINES) {
    return { ok: false, code: 'bag-full' }
  }
  return { ok: true, lines: [...lines, line] }
}

/** Sets one line's quantity (the cart page's stepper). */
export function setLineQuantity(
  lines: readonly CartLine[],
  identity: CartLineIdentity,
  quantity: number,
  product: Pick<Product, 'name'>,
  available: number,
): LinesChange {
  const existing = lines.find((candidate) => isSameLine(candidate, identity))
  if (!existing) return { ok: false, code: 'not-in-bag' }
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY || !Number.isInteger(quantity)) {
    return { ok: false, code: 'quantity-out-of-range' }
  }
  // Lowering a quantity is always allowed, even when stock has since fallen below it.
  if (quantity > existing.quantity) {
    const stockError = checkStock(quantity, available, product, existing.quantity)
    if (stockError) return { ok: false, ...stockError }
  }
  return {
    ok: true,
    lines: lines.map((candidate) => (candidate === existing ? { ...candidate, quantity } : candidate)),
  }
}

export function removeLine(lines: readonly CartLine[], identity: CartLineIdentity): CartLine[] {
  return lines.filter((candidate) => !isSameLine(candidate, identity))
}

function checkStock(
  wanted: number,
  available: number,
  product: Pick<Product, 'name'>,
  inBag: number,
): StockRefusal | null {
  if (wanted <= available) return null
  if (available <= 0) return { code: 'sold-out', productName: product.name }
  return { code: 'stock-left', productName: product.name, available, inBag }
}

/**
 * Merges a guest's bag into the account's bag at sign-in. Nothing is lost and nothing duplicated:
 * - lines with the same product, colour and size become one line whose quantities add up;
 * - every resulting line is capped at the per-line maximum and at its variant's available stock, but keeps
 *   at least 1, so a line whose product has sold out stays visible (the cart page flags it and checkout
 *   refuses it) instead of silently vanishing;
 * - the account's lines keep their order, followed by the guest's new lines in theirs;
 * - with more than MAX_CART_LINES distinct lines, the account's lines win and the newest guest lines beyond
 *   the limit are dropped (a bag that big cannot come from the shop's own UI).
 * Stock is per variant (product, colour and size), the same identity as a line, so each line has its own cap.
 */
export function mergeCarts(
  accountLines: readonly CartLine[],
  guestLines: readonly CartLine[],
  stockOf: (line: CartLineIdentity) => number,
): CartLine[] {
  return sumSameLines([...accountLines, ...guestLines]).map((line) => ({
    ...line,
    quantity: Math.max(1, Math.min(line.quantity, MAX_LINE_QUANTITY, Math.max(0, stockOf(line)))),
  }))
}

/**
 * Folds repeats of the same line into one, quantities added (capped at the per-line maximum), keeping the
 * first MAX_CART_LINES distinct lines in order. For merging and for reading stored lines defensively.
 */
export function foldSameLines(lines: readonly CartLine[]): CartLine[] {
  return sumSameLines(lines).map((line) => ({
    ...line,
    quantity: Math.min(line.quantity, MAX_LINE_QUANTITY),
  }))
}

function sumSameLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>()
  for (const line of lines) {
    const key = lineKey(line)
    const existing = merged.get(key)
    if (existing) merged.set(key, { ...existing, quantity: existing.quantity + line.quantity })
    else if (merged.size < MAX_CART_LINES) merged.set(key, { ...line })
  }
  return [...merged.values()]
}
