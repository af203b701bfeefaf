import 'server-only'
import { findProduct } from '@/lib/catalogue'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { type Firestore, Timestamp, type Transaction } from '@/lib/firebase/firestore-types'
import type { StockMove } from './availability'
import type { LedgerActor, StockChange } from './ledger-plan'
import type { WriteOffReason } from './movement-kinds'
import type { ProductStock } from './stock-doc'
import { writeStockChanges } from './stock-ledger'
import { movementRequestRef, readProductStocksInTransaction } from './stock-reads'
import { readShelfHoldingLinesInTransaction } from '@/lib/orders/order-reads'
import { heldByOpenOrders, heldNote, sellableAfterCount } from './held-by-open-orders'

/**
 * The back office's stock movements (/staff/stock): a receipt from the workshop, a count after a
 * stock-take, a write-off. Each is ONE transaction on the product's stock document, the same document every
 * order for it reads and writes, so an order placed while staff receive more of the same size is either
 * before the receipt or after it, and no unit is lost either way (Firestore retries the one that loses the
 * race; e2e/stock-contention.spec.ts shows it).
 */

/** How long a movement's request id is remembered: far longer than any retry. */
const REQUEST_KEPT_MS = 7 * 24 * 60 * 60 * 1000

/** `requestId`, when the form sent one, makes the same form sent twice move the stock once. */
export type StaffMovement = { requestId?: string } & (
  | { kind: 'receive'; productId: number; lines: { key: string; quantity: number }[]; note: string }
  /**
   * `counted` is what is on the shelf, the units open orders hold included (./held-by-open-orders.ts).
   * `shelfWhenSeen`, when the count was previewed: the shelf figure (to sell plus held) the preview showed; if
   * a receipt, write-off or count has moved it since, the count is refused rather than undo that movement.
   */
  | {
      kind: 'count'
      productId: number
      lines: { key: string; counted: number; shelfWhenSeen?: number }[]
      note: string
    }
  | {
      kind: 'write-off'
      productId: number
      lines: { key: string; quantity: number }[]
      reason: WriteOffReason
      note: string
    }
)

export type MovementRefusal =
  | { code: 'unknown-product' }
  | { code: 'unknown-variant'; variant: string }
  | { code: 'more-than-held'; variant: string; available: number }
  | { code: 'nothing-to-move' }
  /** This very form was saved already: nothing was moved twice. */
  | { code: 'repeated' }
  /** A previewed count whose shelf figure another movement changed since the preview. */
  | { code: 'changed-since-preview'; variant: string; shelf: number }

export type MovementOutcome =
  | { ok: true; move: StockMove; moved: { key: string; before: number; after: number }[] }
  | ({ ok: false } & MovementRefusal)

/**
 * What else a movement commits in its transaction (the "tell me when it's back" mails for a variant a receipt
 * brings back, lib/stock/back-in-stock/back-in-stock-hooks.ts): `beforeWrite` reads, given the figures read
 * and the changes; `after` writes.
 */
export type MovementHooks = {
  beforeWrite?: (tx: Transaction, stock: ProductStock, changes: readonly StockChange[]) => Promise<unknown>
  after?: (tx: Transaction, stock: ProductStock) => void
}

export async function moveStock(
  db: Firestore,
  movement: StaffMovement,
  actor: LedgerActor,
  now: Date = new Date(),
  hooks: MovementHooks = {},
): Promise<MovementOutcome> {
  if (!findProduct(movement.productId)) return { ok: false, code: 'unknown-product' }
  return firestoreTransaction(db, `stock ${movement.kind}`, async (tx): Promise<MovementOutcome> => {
    const requestRef = movement.requestId
      ? movementRequestRef(db, movement.productId, movement.requestId)
      : null
    if (requestRef && (await tx.get(requestRef)).exists) return { ok: false, code: 'repeated' }
    const stock = (await readProductStocksInTransaction(tx, db, [movement.productId])).get(movement.productId)
    if (!stock) return { ok: false, code: 'unknown-product' }
    const held =
      movement.kind === 'count'
        ? heldByOpenOrders(await readShelfHoldingLinesInTransaction(tx, db), movement.productId)
        : {}
    const changes = changesFor(movement, stock, held)
    if (!Array.isArray(changes)) return { ok: false, ...changes }
    if (changes.every((change) => change.delta === 0) && stock.form === 'variants') {
      return { ok: false, code: 'nothing-to-move' }
    }
    // Reads a hook needs must come before any write in a Firestore transaction.
    await hooks.beforeWrite?.(tx, stock, changes)
    const reason = movement.kind === 'count' ? 'count' : movement.kind === 'receive' ? 'receive' : 'write-off'
    const note =
      movement.kind === 'write-off'
        ? [movement.reason, movement.note.trim()].filter(Boolean).join(': ')
        : movement.kind === 'count'
          ? [
              movement.note.trim(),
              heldNote(
                held,
                movement.lines.map((line) => line.key),
              ),
            ]
              .filter(Boolean)
              .join('; ')
          : movement.note.trim()
    const move = writeStockChanges(tx, db, stock, changes, { reason, actor, ...(note ? { note } : {}) }, now)
    if (requestRef) {
      tx.create(requestRef, {
        at: Timestamp.fromDate(now),
        expiresAt: Timestamp.fromMillis(now.getTime() + REQUEST_KEPT_MS),
      })
    }
    hooks.after?.(tx, stock)
    const after: Record<string, number> = { ...stock.variants }
    for (const change of changes) after[change.key] = (after[change.key] ?? 0) + change.delta
    const moved = changes
      .filter((change) => change.delta !== 0)
      .map((change) => ({
        key: change.key,
        before: stock.variants[change.key] ?? 0,
        after: after[change.key] ?? 0,
      }))
    return { ok: true, move, moved }
  })
}

/**
 * The per-variant deltas a movement means, against the figures read in its transaction: a count sets the
 * sellable figure to what is on the shelf less what open orders hold there (`heldByOrders`).
 */
function changesFor(
  movement: StaffMovement,
  stock: ProductStock,
  heldByOrders: Readonly<Record<string, number>>,
): { key: string; delta: number }[] | MovementRefusal {
  const changes: { key: string; delta: number }[] = []
  for (const line of movement.lines) {
    if (!Object.hasOwn(stock.variants, line.key)) return { code: 'unknown-variant', variant: line.key }
    const held = stock.variants[line.key] ?? 0
    if ('shelfWhenSeen' in line && line.shelfWhenSeen !== undefined) {
      // Orders move units between "to sell" and "held", never off the shelf: only a movement changes this.
      const shelf = held + (heldByOrders[line.key] ?? 0)
      if (shelf !== line.shelfWhenSeen) return { code: 'changed-since-preview', variant: line.key, shelf }
    }
    if (movement.kind === 'count' && 'counted' in line) {
      const sellable = sellableAfterCount(line.counted, heldByOrders[line.key] ?? 0)
      changes.push({ key: line.key, delta: sellable - held })
    } else if ('quantity' in line) {
      if (movement.kind === 'write-off' && line.quantity > held) {
        return { code: 'more-than-held', variant: line.key, available: held }
      }
      changes.push({ key: line.key, delta: movement.kind === 'write-off' ? -line.quantity : line.quantity })
    }
  }
  if (changes.length === 0) return { code: 'nothing-to-move' }
  return changes
}
