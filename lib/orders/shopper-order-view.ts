import type { Order, OrderHistoryEntry } from './order-doc'

/**
 * An order as its shopper may read it in her own browser, for JSON a client component draws (GET
 * /api/account): each step without what staff wrote for themselves (the "staff only" note), who pressed it
 * (a staff member's uid) and the request id that made it, and without the campaign that brought her. (An
 * undefined field is left out of JSON.) Pages rendered on the server pick their own fields and need no copy.
 */
export function shopperOrderView(order: Order): Order {
  return { ...order, campaign: undefined, history: order.history.map(shopperStep) }
}

function shopperStep(entry: OrderHistoryEntry): OrderHistoryEntry {
  const by = { uid: entry.by.role === 'shopper' ? entry.by.uid : null, role: entry.by.role }
  return { ...entry, note: undefined, requestId: undefined, by }
}
