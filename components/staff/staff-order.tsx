import Link from '@/components/i18n/locale-link'
import { notFound } from 'next/navigation'
import { formatOrderDate, lineOptions } from '@/components/orders/order-format'
import { OrderProgress } from '@/components/orders/order-progress'
import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import { formatCents } from '@/lib/format/price'
import { allowedNextStatuses, isOpenStatus } from '@/lib/orders/lifecycle/transitions'
import { readStaffOrder } from '@/lib/staff/staff-order-reads'
import { OrderSteps } from './order-steps'
import { requireStaff } from './require-staff'
import { CourierTracking } from '@/components/orders/courier-tracking'
import { shopperConfirmation } from '@/lib/orders/confirmation/shopper-confirmation'
import { ReturnedOrdersHint } from './returned-orders-hint'
import { ShopperConfirmationBadge } from './shopper-confirmation-badge'
import { StatusBadge } from './status-badge'
import { Panel } from '@/components/ui/panel'
import { StaffOrderMail } from './staff-order-mail'
import { HoldNote } from './hold-note'
import { OrderSource } from './campaigns/order-source'
import { canUndoDelivered, isUndoDelivered } from '@/lib/orders/lifecycle/undo-delivered'

/** One order for staff: who, where, what, its history with notes, and the next steps as buttons. */
export async function StaffOrder({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff()
  const order = await readStaffOrder((await params).id)
  if (!order) notFound()
  const { address, pricing } = order
  const steps = allowedNextStatuses(order.status, 'staff').filter(
    (to) => !isUndoDelivered(order.status, to) || canUndoDelivered(order, new Date()),
  )
  const now = new Date()
  const confirmation = shopperConfirmation(order, now)
  const shipment = order.history.findLast((entry) => entry.status === 'shipped')
  return (
    <article className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Order {order.number}</h1>
        <StatusBadge status={order.status} />
        <ShopperConfirmationBadge confirmation={confirmation} />
        <HoldNote order={order} now={now} />
      </header>
      <p className="text-ink/80 text-sm">
        Placed {formatOrderDate(order.createdAt)} · cash on delivery · {formatCents(pricing.total)} to collect
      </p>
      {order.receiptNotSent && (
        <p data-testid="receipt-not-sent" className="text-sm font-semibold text-amber-900">
          No receipt went: its address had already had the day&apos;s e-mails (a stranger may have used them
          up). Call the shopper to confirm, or resend the receipt tomorrow.
        </p>
      )}
      {order.receiptHeld && (
        <p className="text-ink/80 text-sm">
          The receipt waits for the account to verify its e-mail address; a verification e-mail went instead.
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="next-steps" title="Next steps">
          {steps.length === 0 ? (
            <p className="text-ink/80 text-sm">This order is {order.status}: there is nothing more to do.</p>
          ) : (
            <OrderSteps orderId={order.id} from={order.status} steps={steps} />
          )}
          {isOpenStatus(order.status) && (
            <Link
              href={`/staff/orders/${order.id}/slip`}
              className="text-brand-800 mt-4 inline-flex min-h-11 items-center text-sm font-semibold underline"
            >
              Packing slip
            </Link>
          )}
        </Panel>

        <Panel id="history" title="History">
          <OrderProgress history={order.history} audience="staff" label="Order history" />
          {shipment?.courier && shipment.tracking && (
            <div className="border-brand-100 mt-4 border-t pt-4">
              <CourierTracking courier={shipment.courier} tracking={shipment.tracking} />
            </div>
          )}
        </Panel>

        <Panel id="risk" title="Earlier parcels">
          <ReturnedOrdersHint order={order} />
        </Panel>

        <Panel id="customer" title="Customer and delivery">
          <address className="text-ink/85 space-y-0.5 text-sm not-italic">
            <span className="text-ink block font-medium">{address.fullName}</span>
            <span className="block">{formatPakistaniMobile(address.mobile)}</span>
            {order.contact?.email && <span className="block">{order.contact.email}</span>}
            <span className="block">{address.address}</span>
            <span className="block">
              {address.city}
              {address.postalCode ? ` ${address.postalCode}` : ''}, {address.province}
            </span>
          </address>
        </Panel>

        <Panel id="items" title="Items">
          <ul aria-label="Items in this order" className="divide-brand-100 divide-y text-sm">
            {order.lines.map((line, index) => (
              <li key={`${line.productId}-${index}`} className="flex justify-between gap-3 py-2">
                <span>
                  <span className="text-ink font-medium">
                    {line.quantity} × {line.name}
                  </span>
                  {lineOptions(line) && <span className="text-ink-muted block">{lineOptions(line)}</span>}
                </span>
                <span className="tabular-nums">{formatCents(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="border-brand-100 mt-2 space-y-1 border-t pt-2 text-sm tabular-nums">
            <Row term="Subtotal" value={formatCents(pricing.subtotal)} />
            {pricing.discount > 0 && (
              <Row
                term={`Discount (${pricing.promoCode ?? 'promo'})`}
                value={`−${formatCents(pricing.discount)}`}
              />
            )}
            <Row term="Delivery" value={pricing.shipping === 0 ? 'Free' : formatCents(pricing.shipping)} />
            <Row term="Total" value={formatCents(pricing.total)} />
          </dl>
        </Panel>

        <OrderSource campaign={order.campaign} />

        <StaffOrderMail orderId={order.id} status={order.status} email={order.contact?.email || null} />
      </div>
    </article>
  )
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink/80">{term}</dt>
      <dd className="text-ink font-medium">{value}</dd>
    </div>
  )
}
