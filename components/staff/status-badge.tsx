import { orderStatusLabel } from '@/lib/orders/lifecycle/status-words'
import type { OrderStatus } from '@/lib/orders/lifecycle/transitions'

const TONES: Record<OrderStatus, string> = {
  placed: 'bg-gold-100 text-ink',
  confirmed: 'bg-brand-50 text-brand-900',
  shipped: 'bg-sky-100 text-sky-950',
  delivered: 'bg-emerald-100 text-emerald-950',
  cancelled: 'bg-stone-200 text-stone-900',
  returned: 'bg-red-100 text-red-900',
}

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>
      {orderStatusLabel(status)}
    </span>
  )
}
