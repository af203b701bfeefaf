import Link from '@/components/i18n/locale-link'
import type { Locale } from '@/lib/i18n/locales'
import { formatCents } from '@/lib/format/price'
import type { Order } from '@/lib/orders/order-doc'
import { WELCOME_CODE } from '@/lib/promo/promo-codes'
import { formatOrderDate, shopperHistoryLine, shopperStatusLabel } from './order-format'
import { orderListTexts } from './order-list-texts'

/** The order history's markup, given the orders newest first (see order-history.tsx for the data). */
export function OrderHistoryList({ orders, locale = 'en' }: { orders: readonly Order[]; locale?: Locale }) {
  const texts = orderListTexts[locale].history
  return (
    <section
      aria-labelledby="order-history"
      className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="order-history" className="font-display text-brand-900 text-xl">
          {texts.title}
        </h2>
        {orders.length > 0 && <p className="text-ink-muted text-sm">{texts.count(orders.length)}</p>}
      </div>
      {orders.length === 0 ? (
        <div className="bg-brand-50/60 mt-4 flex flex-col items-center rounded-2xl px-4 py-8 text-center">
          <p className="text-ink/75">{texts.none}</p>
          {/* The welcome offer promised at sign-up: new accounts see their code here. */}
          <p className="text-ink/75 mt-1 text-sm">
            {texts.offerBefore}{' '}
            <strong lang="en" dir="ltr" className="text-brand-800 tracking-wider">
              {WELCOME_CODE}
            </strong>{' '}
            {texts.offerAfter}
          </p>
          <Link
            href="/"
            className="text-brand-700 mt-2 inline-flex min-h-11 items-center text-sm font-semibold"
          >
            {texts.start}
          </Link>
        </div>
      ) : (
        <ul aria-label={texts.list} className="divide-brand-100 mt-4 divide-y">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  )
}

function OrderRow({ order, locale }: { order: Order; locale: Locale }) {
  const texts = orderListTexts[locale].history
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  const latest = order.history.at(-1)
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0">
        <Link
          href={`/orders/${order.id}`}
          className="text-brand-700 hover:text-brand-800 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline"
        >
          <span className="sr-only">{texts.order}</span>
          {order.number}
        </Link>
        <p className="text-ink/65 text-sm">
          {formatOrderDate(order.createdAt, locale)} · {texts.items(items)}
        </p>
        {latest && latest.status !== 'placed' && (
          <p className="text-ink/80 text-sm">{shopperHistoryLine(latest, locale)}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <span className="bg-brand-50 text-brand-800 rounded-full px-2.5 py-1 text-xs font-semibold">
          {shopperStatusLabel(order.status, locale)}
        </span>
        <span className="text-ink font-semibold tabular-nums">{formatCents(order.pricing.total)}</span>
      </div>
    </li>
  )
}

export function OrderHistorySkeleton() {
  return <div aria-hidden="true" className="bg-brand-50 h-40 animate-pulse rounded-3xl" />
}
