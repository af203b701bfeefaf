import Link from '@/components/i18n/locale-link'
import { notFound } from 'next/navigation'
import { formatOrderDate, lineOptions } from '@/components/orders/order-format'
import { site } from '@/data/site'
import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import { formatCents } from '@/lib/format/price'
import { isOpenStatus } from '@/lib/orders/lifecycle/transitions'
import { readStaffOrder } from '@/lib/staff/staff-order-reads'
import { PrintButton } from './print-button'
import { requireStaff } from './require-staff'

/**
 * The slip that goes in the parcel: order number, address, what is in it, and the cash the courier
 * collects. `data-print-alone` tells the print styles (app/globals.css) to leave the shop's header, footer
 * and the back office's navigation off the paper.
 */
export async function PackingSlip({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff()
  const order = await readStaffOrder((await params).id)
  if (!order) notFound()
  const { address, pricing } = order
  // Only an order on its way is packed; a slip opened for any other (an old link, a bookmark) says so on paper.
  const packable = isOpenStatus(order.status)
  return (
    <article
      data-print-alone
      className="mx-auto max-w-2xl space-y-6 bg-white p-6 text-black print:max-w-none print:p-0"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          href={`/staff/orders/${order.id}`}
          className="text-brand-800 inline-flex min-h-11 items-center font-semibold underline"
        >
          Back to the order
        </Link>
        <PrintButton />
      </div>
      {!packable && (
        <p role="alert" className="border-4 border-black p-3 text-xl font-bold">
          This order is {order.status}: do not pack or send it.
        </p>
      )}
      <header className="flex items-start justify-between gap-4 border-b border-black pb-4">
        <div>
          <p className="font-display text-2xl">{site.name}</p>
          <h1 className="mt-1 text-lg font-semibold">Packing slip</h1>
        </div>
        <dl className="text-end text-sm">
          <dt className="sr-only">Order number</dt>
          <dd className="text-xl font-bold tracking-wider">{order.number}</dd>
          <dt className="sr-only">Placed</dt>
          <dd>{formatOrderDate(order.createdAt)}</dd>
        </dl>
      </header>
      <section aria-labelledby="slip-to">
        <h2 id="slip-to" className="text-sm font-semibold uppercase">
          Deliver to
        </h2>
        <address className="mt-1 text-base leading-relaxed not-italic">
          <span className="block font-semibold">{address.fullName}</span>
          <span className="block">{address.address}</span>
          <span className="block">
            {address.city}
            {address.postalCode ? ` ${address.postalCode}` : ''}, {address.province}, Pakistan
          </span>
          <span className="block">{formatPakistaniMobile(address.mobile)}</span>
        </address>
      </section>
      <table className="w-full text-start text-sm">
        <caption className="sr-only">Items in the parcel</caption>
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1">
              Item
            </th>
            <th scope="col" className="py-1 text-end">
              Qty
            </th>
            <th scope="col" className="py-1 text-end">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.productId}-${index}`} className="border-b border-gray-300">
              <td className="py-2">
                {line.name}
                {lineOptions(line) && <span className="block text-gray-700">{lineOptions(line)}</span>}
              </td>
              <td className="py-2 text-end font-semibold tabular-nums">{line.quantity}</td>
              <td className="py-2 text-end">
                <span aria-hidden="true">☐</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {packable && (
        <p className="border border-black p-3 text-lg font-semibold">
          Cash on delivery: collect {formatCents(pricing.total)}
        </p>
      )}
    </article>
  )
}
