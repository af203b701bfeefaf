import Link from '@/components/i18n/locale-link'
import { formatOrderMoment } from '@/components/orders/order-format'
import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import { formatCents } from '@/lib/format/price'
import type { Order } from '@/lib/orders/order-doc'
import type { StaffOrderList } from '@/lib/staff/staff-order-reads'
import { shopperConfirmation } from '@/lib/orders/confirmation/shopper-confirmation'
import { HoldNote } from './hold-note'
import { ReturnsBadge } from './returns-badge'
import type { ReturnRecord } from '@/lib/staff/return-record'
import { ShopperConfirmationBadge } from './shopper-confirmation-badge'
import { StatusBadge } from './status-badge'

/** The order list in its sections ("Today's orders", "Open orders from earlier days", or the matches). */
export function StaffOrderSections({
  list,
  now,
  returns,
}: {
  list: StaffOrderList
  now: Date
  returns: ReadonlyMap<string, ReturnRecord>
}) {
  return (
    <div className="space-y-8">
      {list.note && <p className="text-ink/80 text-sm">{list.note}</p>}
      {list.sections.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={`orders-${index}`}
          className="border-gold-300/50 rounded-3xl border bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id={`orders-${index}`} className="font-display text-brand-900 text-xl">
            {section.title} <span className="text-ink-muted text-base">({section.orders.length})</span>
          </h2>
          {section.orders.length === 0 ? (
            <p className="text-ink/75 mt-3 text-sm">{section.empty}</p>
          ) : (
            <ul aria-label={section.title} className="divide-brand-100 mt-3 divide-y">
              {section.orders.map((order) => (
                <OrderRow
                  key={order.id}
                  order={order}
                  now={now}
                  returns={returns.get(order.address.mobile)}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}

function OrderRow({ order, now, returns }: { order: Order; now: Date; returns?: ReturnRecord }) {
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <Link
          href={`/staff/orders/${order.id}`}
          className="text-brand-700 hover:text-brand-800 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
        >
          <span className="sr-only">Order </span>
          {order.number}
        </Link>
        <p className="text-ink/80 text-sm">
          {order.address.fullName} · {order.address.city} · {formatPakistaniMobile(order.address.mobile)}
        </p>
        <p className="text-ink-muted text-sm">
          {formatOrderMoment(order.createdAt)} · {items} {items === 1 ? 'item' : 'items'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ShopperConfirmationBadge confirmation={shopperConfirmation(order, now)} />
        <HoldNote order={order} now={now} />
        {returns && order.status !== 'returned' && <ReturnsBadge record={returns} />}
        <StatusBadge status={order.status} />
        <span className="text-ink font-semibold tabular-nums">{formatCents(order.pricing.total)}</span>
      </div>
    </li>
  )
}
