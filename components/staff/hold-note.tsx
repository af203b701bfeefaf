import { holdLeft, holdLeftWords } from '@/lib/orders/lifecycle/hold-left'
import type { Order } from '@/lib/orders/order-doc'

/** When an unconfirmed order lapses and gives its stock back; amber in its last hours, so staff call first. */
export function HoldNote({ order, now }: { order: Pick<Order, 'status' | 'holdUntil'>; now: Date }) {
  const left = holdLeft(order, now)
  if (!left) return null
  return (
    <span
      className={
        left.soon
          ? 'rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-900'
          : 'text-ink-muted text-sm'
      }
    >
      {holdLeftWords(left)}
    </span>
  )
}
