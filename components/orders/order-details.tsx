import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { primaryButton, secondaryButton } from '@/components/content/button-styles'
import { cartTexts } from '@/components/cart/cart-texts'
import { checkoutTexts } from '@/components/checkout/checkout-texts'
import type { Locale } from '@/lib/i18n/locales'
import { orderTexts } from './order-texts'
import { findProduct, productHref } from '@/lib/catalogue'
import { formatPakistaniMobile } from '@/lib/checkout/address-schema'
import { formatCents } from '@/lib/format/price'
import { isAllowedTransition, OPEN_STATUSES } from '@/lib/orders/lifecycle/transitions'
import type { Order } from '@/lib/orders/order-doc'
import { CancelOrder } from './cancel-order'
import { orderHeadline } from './order-headline'
import { GuestOrderOffer } from './guest-order-offer'
import { formatOrderDate, formatOrderMoment, shopperStatusLabel } from './order-format'
import { CourierTracking } from './courier-tracking'
import { ConfirmOrderButton } from './confirm/confirm-order-button'
import { ConfirmFromEmail } from './confirm/confirm-from-email'
import { confirmTexts } from './confirm/confirm-texts'
import { OrderProgress } from './order-progress'
import { OrderLines } from './order-lines'
import { PricingBreakdown } from '@/components/pricing/pricing-breakdown'
import { Panel } from '@/components/ui/panel'

/**
 * The order page's content: where the order is (its status and history in plain words, and a cancel button
 * while the shopper may still cancel), what was bought, what it costs, where it goes, what comes next.
 * `confirmHere`: the viewer may confirm it on this page (its account, with the address verified); anyone
 * else is pointed to the e-mail's link (lib/orders/lifecycle/change-status.ts, `shopperMay`).
 */
export function OrderDetails({
  order,
  locale = 'en',
  confirmHere = false,
}: {
  order: Order
  locale?: Locale
  confirmHere?: boolean
}) {
  const { address, pricing } = order
  const texts = orderTexts[locale]
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  const headline = orderHeadline(order, locale)
  // Still on its way to her (a returned parcel is not: its headline says what comes next).
  const open = (OPEN_STATUSES as readonly string[]).includes(order.status)
  const shipment =
    order.status === 'shipped' || order.status === 'delivered'
      ? order.history.findLast((entry) => entry.status === 'shipped')
      : undefined
  const confirmedBySelf = order.history.find(
    (entry) => entry.status === 'confirmed' && entry.by.role === 'shopper',
  )
  return (
    <article className="space-y-8">
      <header className="text-center">
        <div
          aria-hidden="true"
          className="bg-brand-700 mx-auto grid size-14 place-items-center rounded-full text-2xl text-white shadow-sm"
        >
          {order.status === 'cancelled' ? '✕' : '✓'}
        </div>
        <h1 className="font-display text-brand-900 mt-4 text-3xl leading-tight sm:text-4xl">
          {headline.title}
        </h1>
        <p className="text-ink/75 mx-auto mt-3 max-w-xl">{headline.lead}</p>
      </header>

      <dl className="border-gold-300/50 grid grid-cols-2 gap-4 rounded-3xl border bg-white p-5 text-sm shadow-sm sm:grid-cols-4 sm:p-6">
        <Fact term={texts.number} value={order.number} />
        <Fact term={texts.date} value={formatOrderDate(order.createdAt, locale)} />
        <Fact term={texts.statusTerm} value={shopperStatusLabel(order.status, locale)} />
        <Fact term={texts.payment} value={texts.cod} />
      </dl>

      {order.uid === null && <GuestOrderOffer order={order} locale={locale} />}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="space-y-8">
          <Panel id="order-progress" title={texts.progress}>
            <OrderProgress
              history={order.history}
              audience="shopper"
              label={texts.statusHistory}
              locale={locale}
            />
            {shipment?.courier && shipment.tracking && (
              <div className="border-brand-100 mt-4 border-t pt-4">
                <CourierTracking courier={shipment.courier} tracking={shipment.tracking} locale={locale} />
              </div>
            )}
            {confirmedBySelf?.at && (
              <p className="text-ink mt-4 text-sm font-medium">
                {confirmTexts[locale].confirmedByYou(formatOrderMoment(confirmedBySelf.at, locale))}
              </p>
            )}
            {isAllowedTransition(order.status, 'confirmed', 'shopper') && (
              <div className="mt-5">
                {confirmHere ? (
                  <ConfirmOrderButton orderId={order.id} />
                ) : (
                  <ConfirmFromEmail order={order} locale={locale} />
                )}
              </div>
            )}
            {isAllowedTransition(order.status, 'cancelled', 'shopper') && (
              <div className="mt-5">
                <CancelOrder orderId={order.id} />
              </div>
            )}
          </Panel>

          <Panel id="order-items" title={texts.items(itemCount)}>
            <OrderLines
              label={texts.itemsLabel}
              locale={locale}
              lines={order.lines.map((line, index) => ({
                key: `${line.productId}-${line.color ?? ''}-${line.size ?? ''}-${index}`,
                ...line,
                href: findProduct(line.productId) ? productHref({ id: line.productId }) : null,
              }))}
            />
          </Panel>

          {open && (
            <Panel id="what-next" title={texts.next}>
              {/* Only the steps still ahead: a confirmed order is not called to confirm, a shipped one not packed. */}
              <ol className="text-ink/80 space-y-3 text-sm leading-relaxed">
                {[
                  order.status === 'placed' && texts.step1(formatPakistaniMobile(address.mobile)),
                  order.status !== 'shipped' && (
                    <>
                      {texts.step2Before}{' '}
                      <Link
                        href="/shipping"
                        className="text-brand-700 font-semibold underline underline-offset-2"
                      >
                        {texts.step2Link}
                      </Link>
                      {texts.step2After}
                    </>
                  ),
                  texts.step3(formatCents(pricing.total)),
                ]
                  .filter((step) => step !== false)
                  .map((step, index) => (
                    <Step key={index} n={index + 1}>
                      {step}
                    </Step>
                  ))}
              </ol>
            </Panel>
          )}
        </div>

        <div className="space-y-8">
          <Panel id="order-payment" title={texts.paymentSummary}>
            <PricingBreakdown
              pricing={pricing}
              totalLabel={texts.totalOnDelivery}
              shippingNote={pricing.shipping === 0 ? undefined : cartTexts[locale].deliveryRule}
              locale={locale}
            />
            <p className="text-ink/70 mt-4 text-sm">
              <span className="text-ink font-medium">{texts.paymentColon}</span> {texts.cod}
            </p>
          </Panel>

          <Panel id="order-address" title={texts.deliveryAddress}>
            <address className="text-ink/80 space-y-0.5 text-sm leading-relaxed not-italic">
              <span className="text-ink block font-medium">{address.fullName}</span>
              <span className="block">{address.address}</span>
              <span className="block">
                {address.city}
                {address.postalCode ? ` ${address.postalCode}` : ''}
              </span>
              <span className="block">
                {texts.pakistan(
                  locale === 'en'
                    ? address.province
                    : checkoutTexts[locale].delivery.provinces[address.province],
                )}
              </span>
              <span className="block">
                {/* Its own direction: in an Urdu address, "0300 1234567" would be drawn "1234567 0300". */}
                <span dir="ltr">{formatPakistaniMobile(address.mobile)}</span>
              </span>
            </address>
          </Panel>
        </div>
      </div>

      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className={primaryButton}>
          {texts.continueShopping}
        </Link>
        {order.uid !== null && (
          <Link href="/account" className={secondaryButton}>
            {texts.viewOrders}
          </Link>
        )}
      </div>
    </article>
  )
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-ink-muted text-xs font-semibold tracking-wide uppercase">{term}</dt>
      <dd className="text-ink mt-1 font-medium">{value}</dd>
    </div>
  )
}

function Step({ n, children }: { n: number; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="bg-brand-50 text-brand-800 grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold"
      >
        {n}
      </span>
      <span className="pt-0.5">{children}</span>
    </li>
  )
}
