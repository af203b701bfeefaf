import { z } from 'zod'
import { ColorNameSchema, SizeSchema } from '@/data/schemas'
import { PROVINCES } from '@/lib/checkout/address-schema'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales'
import { ACTOR_ROLES, CANCEL_REASONS, ORDER_STATUSES, RETURN_REASONS } from './lifecycle/transitions'
import { legacyOrderNumber } from './order-number'

/**
 * Orders are Firestore `orders/{id}` documents, the id a UUID the server draws (the checkout's idempotency key
 * is stored apart: lib/orders/placing/order-identity.ts). Written by the
 * order transaction (lib/orders/placing/place-order-core.ts), then changed only by the lifecycle transaction
 * (lib/orders/lifecycle/change-status.ts), which sets `status` and appends to `history`; read by their owner
 * and by staff. Amounts are cents. Each also holds `fingerprint` (lib/orders/placing/order-fingerprint.ts), which
 * only the order transaction reads, to tell a retry of the same order from a different order sent with the
 * same key, and `lookup`, the keys staff search by (lib/orders/lookup/search-keys.ts), which only those queries read.
 *
 * The owner: `uid` for an account, or null for a guest. Since guest checkout every new order also stores its
 * contact (the e-mail, lower-cased, and the mobile in its one form, +923XXXXXXXXX): a guest's proof of who
 * they are for the order lookup, and the account's e-mail so staff can search by it. They are stored flat,
 * `contactEmail` and `contactMobile`, because they are queried and the local Firestore emulator cannot query
 * a field inside a map ("Not implemented"); the app's Order has them as `contact`. Orders written before
 * then have a uid and no contact, and still parse. `number` is the FT-XXXXXXXX the shopper reads
 * (lib/orders/order-number.ts), reserved unique when the order is placed; `guestId` is the guest's cookie id
 * and `placedFrom` a hash of the client's address, for the caps on unconfirmed orders
 * (lib/orders/placing/order-placer.ts). `holdUntil` is when an unconfirmed order lapses and gives its stock
 * back (lib/orders/lifecycle/lapse-holds.ts); null once it is confirmed or cancelled. `shopperConfirmed` is
 * true while the shopper's own confirmation is its last step, which still counts it towards the caps (written
 * by lib/orders/lifecycle/change-status.ts, read only by those queries). `receiptHeld` is true
 * while an account's receipt waits for its e-mail to be verified (lib/mail/held-receipts.ts).
 * `campaign` is the campaign link that brought the shopper, if any ({ campaign, channel, landing }, from her
 * cookie: lib/campaigns/order-attribution.ts), for the campaigns report.
 * The shopper's order count, which decides first-order promo codes, is `orderCounts/{uid}` = `{ count }`;
 * for guests (and across guest and account) see lib/orders/placing/first-order-claims.ts.
 */
export const ORDERS_COLLECTION = 'orders'
export const ORDER_COUNTS_COLLECTION = 'orderCounts'

const cents = z.number().int().nonnegative()

export const OrderLineSchema = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  color: ColorNameSchema.nullable(),
  size: SizeSchema.nullable(),
  quantity: z.number().int().positive(),
  unitPrice: cents,
  lineTotal: cents,
})
export type OrderLine = z.infer<typeof OrderLineSchema>

export const OrderPricingSchema = z.object({
  subtotal: cents,
  discount: cents,
  shipping: cents,
  total: cents,
  promoCode: z.string().nullable(),
})
export type OrderPricingRecord = z.infer<typeof OrderPricingSchema>

const OrderAddressSchema = z.object({
  fullName: z.string(),
  mobile: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.enum(PROVINCES),
  postalCode: z.string().nullable(),
})

export { ORDER_STATUSES }

// Firestore Timestamps, recognised by shape so this module stays free of firebase-admin.
const timestampLike = z.custom<{ toDate: () => Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
)

/**
 * One change of status, appended by the lifecycle transaction and never edited: who (uid and role) and when,
 * plus the courier and tracking number for `shipped`, an optional note, and the request id that made it (a
 * repeated request is recognised by it). Placing the order is not stored here: it is the order's createdAt.
 */
const HistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: timestampLike,
  by: z.object({ uid: z.string().nullable(), role: z.enum(ACTOR_ROLES) }),
  courier: z.string().optional(),
  tracking: z.string().optional(),
  note: z.string().optional(),
  /** Set on the `shipped` entry that undid a delivery marked by mistake (lib/orders/lifecycle/undo-delivered.ts). */
  undo: z.boolean().optional(),
  /** Why a shipped parcel came back (status `returned`). */
  reason: z.enum(RETURN_REASONS).optional(),
  /** Why staff cancelled it (status `cancelled` by staff), told to the shopper. */
  cancelReason: z.enum(CANCEL_REASONS).optional(),
  requestId: z.string().optional(),
})

export type OrderHistoryEntry = Omit<z.infer<typeof HistoryEntrySchema>, 'at'> & { at: string | null }

const OrderCampaignSchema = z.object({ campaign: z.string(), channel: z.string(), landing: z.string() })

export const OrderContactSchema = z.object({ email: z.string(), mobile: z.string() })
export type OrderContact = z.infer<typeof OrderContactSchema>

const OrderDocSchema = z
  .object({
    uid: z.string().min(1).nullable(),
    contactEmail: z.string().optional(),
    contactMobile: z.string().optional(),
    lines: z.array(OrderLineSchema).min(1),
    pricing: OrderPricingSchema,
    address: OrderAddressSchema,
    payment: z.literal('cod'),
    status: z.enum(ORDER_STATUSES),
    // The checkout page's language, for the order's e-mails; orders placed before it was stored read as English.
    language: z.enum(LOCALES).catch(DEFAULT_LOCALE),
    createdAt: timestampLike.nullable().catch(null),
    number: z.string().optional(),
    holdUntil: timestampLike.nullable().optional().catch(null),
    receiptHeld: z.boolean().optional().catch(false),
    receiptNotSent: z.boolean().optional().catch(false),
    history: z.array(HistoryEntrySchema).default([]),
    // The campaign that brought the shopper (lib/campaigns/order-attribution.ts); absent for most orders.
    campaign: OrderCampaignSchema.optional().catch(undefined),
  })
  // A guest order must say who placed it; an account's may predate contacts.
  .refine(
    (order) => order.uid !== null || (order.contactEmail !== undefined && order.contactMobile !== undefined),
  )

/**
 * An order as pages see it: plain, serialisable data (dates as ISO strings). `history` always starts with
 * the placement (at createdAt, by the owner), so an order written before the lifecycle existed reads as a
 * single 'placed' entry.
 */
export type Order = Omit<
  z.infer<typeof OrderDocSchema>,
  | 'createdAt'
  | 'history'
  | 'contactEmail'
  | 'contactMobile'
  | 'number'
  | 'holdUntil'
  | 'receiptHeld'
  | 'receiptNotSent'
> & {
  id: string
  /** FT-XXXXXXXX, as the shopper reads it. */
  number: string
  /** Absent on orders placed before guest checkout. */
  contact?: OrderContact
  createdAt: string | null
  /** When an order still waiting for confirmation lapses; null for any other (and for orders from before holds). */
  holdUntil: string | null
  /** The receipt waits for the account to verify its e-mail (lib/mail/held-receipts.ts). */
  receiptHeld: boolean
  /**
   * Its receipt (or the verification e-mail in its place) did not go: the address had had its day's mail
   * (lib/mail/recipient-allowance.ts), perhaps used up by a stranger. The page says so; staff call or resend.
   */
  receiptNotSent: boolean
  history: OrderHistoryEntry[]
}

/** The one converter from a stored order to the app's Order; null for a document that is not an order. */
export function orderFromDoc(id: string, data: unknown): Order | null {
  const parsed = OrderDocSchema.safeParse(data)
  if (!parsed.success) {
    if (data !== undefined)
      console.error(`[orders] orders/${id} does not match the order schema`, parsed.error.issues)
    return null
  }
  const {
    createdAt,
    history,
    contactEmail,
    contactMobile,
    number,
    holdUntil,
    receiptHeld,
    receiptNotSent,
    ...order
  } = parsed.data
  const placedAt = createdAt ? createdAt.toDate().toISOString() : null
  const placed: OrderHistoryEntry = {
    status: 'placed',
    at: placedAt,
    by: { uid: order.uid, role: 'shopper' },
  }
  const contact =
    contactMobile !== undefined ? { email: contactEmail ?? '', mobile: contactMobile } : undefined
  return {
    id,
    ...order,
    number: number ?? legacyOrderNumber(id),
    ...(contact ? { contact } : {}),
    createdAt: placedAt,
    holdUntil: order.status === 'placed' && holdUntil ? holdUntil.toDate().toISOString() : null,
    receiptHeld: receiptHeld === true,
    receiptNotSent: receiptNotSent === true,
    history: [placed, ...history.map((entry) => ({ ...entry, at: entry.at.toDate().toISOString() }))],
  }
}

const OrderCountSchema = z.object({ count: z.number().int().nonnegative() })

/** How many orders the shopper has placed (0 with no document). */
export function orderCountFromDoc(data: unknown): number {
  if (data === undefined) return 0
  const parsed = OrderCountSchema.safeParse(data)
  // The document only exists once an order was placed, so a damaged one still means "not the first order".
  return parsed.success ? parsed.data.count : 1
}
