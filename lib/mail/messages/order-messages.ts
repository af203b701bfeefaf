import { site } from '@/data/site'
import { lineIn } from '@/lib/i18n/catalogue-text'
import { formatCents } from '@/lib/format/price'
import { provinceName } from '@/lib/checkout/province-names'
import { leftToRight } from '@/lib/i18n/bidi'
import type { Locale } from '@/lib/i18n/locales'
import { mailTexts } from '@/lib/mail/mail-texts'
import type { CancelReason, ReturnReason } from '@/lib/orders/lifecycle/transitions'
import type { MailMessage } from '@/lib/mail/outbox-doc'
import type { OrderLine, OrderPricingRecord } from '@/lib/orders/order-doc'
import { type MailBlock, renderMail } from './mail-blocks'

/** What every order e-mail needs to know about the order. */
export type MailOrder = {
  id: string
  /** FT-XXXXXXXX, as the shopper reads it. */
  number: string
  language: Locale
  lines: readonly OrderLine[]
  pricing: OrderPricingRecord
  address: { fullName: string; address: string; city: string; province: string; postalCode: string | null }
  /** The order page, absolute, in the order's language. */
  orderUrl: string
}

export type Who = 'shopper' | 'staff'
/** Who cancelled: the shopper, staff, or the shop itself when the order was not confirmed in time. */
export type CancelledBy = Who | 'lapsed'

/** The event an e-mail tells about, with what only that event has. */
export type OrderMailEvent =
  | { kind: 'order-received'; confirmUrl: string }
  | { kind: 'confirmed'; by: Who }
  | { kind: 'shipped'; courier: string; tracking: string; trackingUrl: string | null }
  | { kind: 'delivered' }
  /**
   * `reason`: why staff cancelled it, when they said (every cancel from the back office since it asks).
   * `afterShipping`: the parcel had left with the courier, so it may still come to her door.
   */
  | { kind: 'cancelled'; by: CancelledBy; reason?: CancelReason; afterShipping?: boolean }
  /** The parcel came back (refused at the door, nobody home, …): said plainly, with what it held. */
  | { kind: 'returned'; reason: ReturnReason }

/** Figures and codes stay left to right inside an Urdu sentence (lib/i18n/bidi.ts); English needs nothing. */
function isolate(locale: Locale, run: string): string {
  return locale === 'ur' ? leftToRight(run) : run
}

function itemsTable(order: MailOrder): MailBlock {
  const t = mailTexts[order.language]
  const money = (cents: number) => isolate(order.language, formatCents(cents))
  const { pricing } = order
  return {
    kind: 'table',
    title: t.items,
    // The product's name and options in the order's language, as the order page shows them.
    rows: order.lines.map((line) => {
      const options = [line.color && t.colors[line.color], line.size && t.size(line.size)]
        .filter(Boolean)
        .join(' · ')
      return {
        label: `${lineIn(order.language, line).name}${options ? ` (${options})` : ''} · ${t.quantity(line.quantity)}`,
        value: money(line.lineTotal),
      }
    }),
    totals: [
      { label: t.subtotal, value: money(pricing.subtotal) },
      ...(pricing.discount > 0
        ? [
            {
              label: `${t.discount}${pricing.promoCode ? ` (${pricing.promoCode})` : ''}`,
              value: `−${money(pricing.discount)}`,
            },
          ]
        : []),
      { label: t.delivery, value: pricing.shipping === 0 ? t.free : money(pricing.shipping) },
      { label: t.total, value: money(pricing.total) },
    ],
  }
}

function addressBlock(order: MailOrder): MailBlock {
  const t = mailTexts[order.language]
  const { address } = order
  return {
    kind: 'lines',
    title: t.deliveryAddress,
    lines: [
      address.fullName,
      address.address,
      `${address.city}${address.postalCode ? ` ${isolate(order.language, address.postalCode)}` : ''}`,
      t.pakistan(provinceName(order.language, address.province)),
    ],
  }
}

function eventBlocks(order: MailOrder, event: OrderMailEvent): MailBlock[] {
  const t = mailTexts[order.language]
  const total = isolate(order.language, formatCents(order.pricing.total))
  switch (event.kind) {
    case 'order-received':
      return [
        { kind: 'paragraph', text: t.received.lead },
        { kind: 'paragraph', text: t.received.confirmAsk },
        { kind: 'button', label: t.received.confirmButton, href: event.confirmUrl },
        itemsTable(order),
        { kind: 'paragraph', text: t.cashReady(total), strong: true },
        addressBlock(order),
        { kind: 'paragraph', text: t.received.confirmElse },
      ]
    case 'confirmed':
      return [
        { kind: 'paragraph', text: event.by === 'shopper' ? t.confirmed.byShopper : t.confirmed.byStaff },
        { kind: 'paragraph', text: t.cashReady(total) },
        addressBlock(order),
      ]
    case 'shipped':
      return [
        { kind: 'paragraph', text: t.shipped.lead(event.courier) },
        {
          kind: 'paragraph',
          text: t.shipped.tracking(isolate(order.language, event.tracking)),
          strong: true,
        },
        event.trackingUrl
          ? { kind: 'button', label: t.shipped.trackButton, href: event.trackingUrl }
          : { kind: 'paragraph', text: t.shipped.noLink },
        { kind: 'paragraph', text: t.cashReady(total) },
        addressBlock(order),
      ]
    case 'delivered':
      return [{ kind: 'paragraph', text: t.delivered.lead }]
    case 'cancelled':
      return [
        { kind: 'paragraph', text: cancelledLead(order.language, event) },
        itemsTable(order),
        {
          kind: 'paragraph',
          text: event.afterShipping ? t.cancelled.oweAfterShipping : t.cancelled.owe,
          strong: true,
        },
      ]
    case 'returned':
      return [
        { kind: 'paragraph', text: t.returned.lead(t.returned.reasons[event.reason]) },
        itemsTable(order),
        { kind: 'paragraph', text: t.returned.owe, strong: true },
        { kind: 'paragraph', text: t.returned.again },
      ]
  }
}

function cancelledLead(language: Locale, { by, reason }: { by: CancelledBy; reason?: CancelReason }): string {
  const t = mailTexts[language]
  if (by === 'lapsed') return t.cancelled.lapsed
  if (by === 'shopper') return t.cancelled.byShopper
  return reason ? t.cancelled.byStaffBecause(t.cancelled.reasons[reason]) : t.cancelled.byStaff
}

const SUBJECTS = {
  'order-received': 'received',
  confirmed: 'confirmed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  returned: 'returned',
} as const satisfies Record<OrderMailEvent['kind'], string>

/** The e-mail for one event of an order, in the order's language: subject, HTML and plain text. */
export function orderMail(order: MailOrder, event: OrderMailEvent): MailMessage {
  const t = mailTexts[order.language]
  const number = isolate(order.language, order.number)
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.greeting(order.address.fullName) },
    { kind: 'paragraph', text: t.orderNumber(number), strong: true },
    ...eventBlocks(order, event),
    { kind: 'link', label: t.viewOrder, href: order.orderUrl },
  ]
  const footer = [t.contact(site.contact.email, isolate(order.language, site.contact.phone)), t.signature]
  return renderMail(order.language, t.subject[SUBJECTS[event.kind]](number), blocks, footer)
}

/**
 * The e-mail an account with an unverified address gets instead of its receipt (lib/mail/held-receipts.ts):
 * Firebase's verification link and nothing the account typed (no name, no address), so a stranger who gives
 * someone else's address cannot make the shop carry words of theirs to her.
 */
export function verifyEmailMail(language: Locale, number: string, verifyUrl: string): MailMessage {
  const t = mailTexts[language]
  const shown = isolate(language, number)
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: t.verifyEmail.greeting },
    { kind: 'paragraph', text: t.verifyEmail.lead(shown) },
    { kind: 'button', label: t.verifyEmail.button, href: verifyUrl },
    { kind: 'paragraph', text: t.verifyEmail.ignore },
  ]
  const footer = [t.contact(site.contact.email, isolate(language, site.contact.phone)), t.signature]
  return renderMail(language, t.verifyEmail.subject(shown), blocks, footer)
}
