import Link from '@/components/i18n/locale-link'
import { site } from '@/data/site'
import { historyLine } from '@/lib/orders/lifecycle/status-words'
import { formatCents } from '@/lib/money/money'
import type { Order } from '@/lib/orders/order-doc'
import { WELCOME_CODE } from '@/lib/promo/promo-codes'
import { formatOrderDate, orderNumber, orderStatusLabel } from './order-format'

/** The order history's markup, given the orders newest first (see order-history.tsx for the data). */
export function OrderHistoryList({ orders }: { orders: readonly Order[] }) {
  return (
    <section
      aria-labelledby="order-history"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="order-history" className="font-display text-brand-900 text-xl">
          My orders
        </h2>
        {orders.length > 0 && (
          <p className="text-ink-muted text-sm">
            {orders.length} {orders.length === 1 ? 'order' : 'orders'}
          </p>
        )}
      </div>
      {orders.length === 0 ? (
        <div className="bg-brand-50/60 mt-4 flex flex-col items-center rounded-2xl px-4 py-8 text-center">
          <p className="text-ink/75">You have no orders yet</p>
          {/* The welcome offer promised at sign-up: new accounts see their code here. */}
          <p className="text-ink/75 mt-1 text-sm">
            Use code <strong className="text-brand-800 tracking-wider">{WELCOME_CODE}</strong> for{' '}
            {site.firstOrderDiscountPercent}% off your first order.
          </p>
          <Link
            href="/"
            className="text-brand-700 mt-2 inline-flex min-h-11 items-center text-sm font-semibold"
          >
            Start shopping
          </Link>
        </div>
      ) : (
        <ul aria-label="Your orders, newest first" className="divide-brand-100 mt-4 divide-y">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  )
}

function OrderRow({ order }: { order: Order }) {
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  const latest = order.history.at(-1)
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <Link
          href={`/orders/${order.id}`}
          className="text-brand-700 hover:text-brand-800 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
        >
          <span className="sr-only">Order </span>
          {orderNumber(order.id)}
        </Link>
        <p className="text-ink/65 text-sm">
          {formatOrderDate(order.createdAt)} · {items} {items === 1 ? 'item' : 'items'}
        </p>
        {latest && latest.status !== 'placed' && (
          <p className="text-ink/80 text-sm">{historyLine(latest, 'shopper')}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <span className="bg-brand-50 text-brand-800 rounded-full px-2.5 py-1 text-xs font-semibold">
          {orderStatusLabel(order.status)}
        </span>
        <span className="text-ink font-semibold tabular-nums">{formatCents(order.pricing.total)}</span>
      </div>
    </li>
  )
}

export function OrderHistorySkeleton() {
  return <div aria-hidden="true" className="bg-brand-50 h-40 animate-pulse rounded-3xl" />
}
