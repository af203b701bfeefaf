import Link from '@/components/i18n/locale-link'
import { formatOrderDate } from '@/components/orders/order-format'
import type { Order } from '@/lib/orders/order-doc'
import { RETURN_REASON_WORDS } from '@/lib/orders/lifecycle/status-words'
import { earlierReturnedOrders, returnReasonOf } from '@/lib/staff/risk-hint'

/**
 * The risk hint on a staff order page: this mobile number's earlier parcels that came back (refused at the
 * door or not collected; lib/staff/risk-hint.ts says how that is told), each linked, so staff can phone
 * before shipping again. A hint, not a verdict: it blocks nothing.
 */
export async function ReturnedOrdersHint({ order }: { order: Order }) {
  const returned = await earlierReturnedOrders(order)
  if (returned.length === 0) {
    return <p className="text-ink/80 text-sm">No earlier parcel to this mobile number came back.</p>
  }
  return (
    <div className="space-y-2 text-sm">
      <p className="font-semibold text-red-900">
        <span aria-hidden="true">⚠ </span>
        {returned.length === 1
          ? '1 earlier parcel to this mobile number came back (refused or returned):'
          : `${returned.length} earlier parcels to this mobile number came back (refused or returned):`}
      </p>
      <ul aria-label="Earlier orders that came back" className="space-y-1">
        {returned.map((other) => (
          <li key={other.id}>
            <Link
              href={`/staff/orders/${other.id}`}
              className="text-brand-700 hover:text-brand-800 inline-flex min-h-11 items-center font-semibold underline"
            >
              <span className="sr-only">Order </span>
              {other.number}
            </Link>{' '}
            <span className="text-ink/80">
              placed {formatOrderDate(other.createdAt)}
              {returnReasonOf(other) ? `: ${RETURN_REASON_WORDS[returnReasonOf(other)!]}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
