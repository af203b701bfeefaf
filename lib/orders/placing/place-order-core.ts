import 'server-only'
import { readCartLinesForOrder, withCataloguePrices } from '@/lib/orders/placing/order-cart'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartRef } from '@/lib/cart/cart-store'
import type { Address } from '@/lib/checkout/address-schema'
import { priceOrder } from '@/lib/checkout/price-order'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import type { StockMove } from '@/lib/stock/availability'
import { readStocksInTransaction, stockRef } from '@/lib/stock/stock'
import { readClaimsInTransaction } from './first-order-claims'
import {
  ORDER_COUNTS_COLLECTION,
  orderCountFromDoc,
  orderFromDoc,
  OrderLineSchema,
  ORDERS_COLLECTION,
} from '@/lib/orders/order-doc'
import { orderFingerprint } from './order-fingerprint'
import { orderNumber } from '@/lib/orders/order-number'
import { MAX_OPEN_ORDERS, openOrdersQueries, type OrderPlacer } from './order-placer'
import { quantitiesByProduct, stockShortfall } from './order-stock'
import type { OrderRefusal } from './place-order-failure'
import { orderLookupKeys } from '@/lib/orders/lookup/search-keys'
import type { Locale } from '@/lib/i18n/locales'
import { orderReceivedEvent, queueOrderMail } from '@/lib/mail/queue-mail'
import { nudgeAfterChange } from '@/lib/mail/sender/nudge'

/**
 * `email`: for an account, the account's own (from the verified session), stored so staff can search by it;
 * for a guest, the one typed at checkout (required). Lower-cased either way.
 */
export type OrderRequest = {
  idempotencyKey: string
  promoCode: string | null
  address: Address
  email?: string | null
  /** The checkout page's language: every e-mail about the order is in it. English when absent. */
  language?: Locale
}

export type PlaceOrderOutcome =
  /** `stockMoves`: what the order did to each product's stock (none for a repeat), for lib/stock/refresh-availability.ts. */
  | { ok: true; orderId: string; repeated: boolean; stockMoves?: StockMove[] }
  | ({ ok: false } & Exclude<OrderRefusal, { code: 'signed-out' }>)

const EXPIRED: PlaceOrderOutcome = { ok: false, code: 'form-expired' }

/** A guest's order: their cookie id and the bag from their cookie (a guest has no bag in Firestore). */
export type GuestOrderer = { guestId: string; lines: readonly CartLine[] }

type Owner = { kind: 'account'; uid: string } | ({ kind: 'guest' } & GuestOrderer)

/**
 * Places an order for `uid` from their Firestore bag, in ONE transaction:
 * reads the order id (the idempotency key), the bag, the order count and the stock of every product;
 * returns the existing order on a repeat of the same order (double click, retried request) and a conflict
 * when the key comes back with a different bag, promo code or address (lib/orders/placing/order-fingerprint.ts);
 * refuses a new order while the shopper already has MAX_OPEN_ORDERS waiting for confirmation (status
 * `placed`); recomputes every price from the catalogue; refuses, writing nothing, when a product has less
 * stock than the bag holds or the promo code does not apply; otherwise decrements stock, writes orders/{key}
 * (with the checkout's language), queues its receipt e-mail (lib/mail/queue-mail.ts), counts the order,
 * records the first-order claims of its mobile and e-mail, and empties the bag.
 *
 * All checks stay inside the transaction because that is what makes them hold in production: Firestore
 * retries the transaction if a document it read (the stock, the count, a claim) changed before the commit,
 * so two shoppers cannot both buy the last unit. The local emulator runs transactions under locks too
 * (scripts/lib/firestore-transactions.cjs), so that race is tested: place-order-contention.test.ts and
 * e2e/order-contention.spec.ts.
 *
 * Takes the database and the uid (from the verified session) so it can be tested without a request.
 */
export async function placeOrderInTransaction(
  db: Firestore,
  uid: string,
  input: OrderRequest,
): Promise<PlaceOrderOutcome> {
  return placeFor(db, { kind: 'account', uid }, input)
}

/**
 * The same for a guest: the bag comes from their cookie (the caller empties it after success), a first order
 * is one whose mobile and e-mail have no claim yet (lib/orders/placing/first-order-claims.ts), and the cap on
 * unconfirmed orders counts per cookie id and per mobile. The order is stored with `uid: null`.
 */
export async function placeGuestOrderInTransaction(
  db: Firestore,
  guest: GuestOrderer,
  input: OrderRequest & { email: string },
): Promise<PlaceOrderOutcome> {
  return placeFor(db, { kind: 'guest', ...guest }, input)
}

async function placeFor(db: Firestore, owner: Owner, input: OrderRequest): Promise<PlaceOrderOutcome> {
  const orderRef = db.collection(ORDERS_COLLECTION).doc(input.idempotencyKey)
  const account = owner.kind === 'account' ? owner : null
  const contact = { email: input.email ?? '', mobile: input.address.mobile }
  const placer: OrderPlacer =
    owner.kind === 'account'
      ? { kind: 'account', uid: owner.uid }
      : { kind: 'guest', guestId: owner.guestId, mobile: contact.mobile }

  return firestoreTransaction(db, 'place order', async (tx): Promise<PlaceOrderOutcome> => {
    const orderSnapshot = await tx.get(orderRef)
    const [cartSnapshot, countSnapshot] = account
      ? await tx.getAll(cartRef(db, account.uid), db.collection(ORDER_COUNTS_COLLECTION).doc(account.uid))
      : []
    const lines =
      owner.kind === 'guest' ? withCataloguePrices(owner.lines) : readCartLinesForOrder(cartSnapshot?.data())
    if (orderSnapshot.exists) {
      const sameOwner =
        placer.kind === 'account'
          ? orderSnapshot.get('uid') === placer.uid
          : orderSnapshot.get('uid') === null && orderSnapshot.get('guestId') === placer.guestId
      if (!sameOwner) return EXPIRED
      // Placing the order emptied the bag, so a true retry finds it empty: it asks for the lines already
      // ordered. A bag with something in it is compared as it is. (An order stored without a fingerprint
      // predates them and is taken as a repeat, as before.)
      const stored: unknown = orderSnapshot.get('fingerprint')
      const asked = lines.length > 0 ? lines : (orderFromDoc(orderRef.id, orderSnapshot.data())?.lines ?? [])
      const repeat =
        typeof stored !== 'string' ||
        stored === orderFingerprint({ lines: asked, promoCode: input.promoCode, address: input.address })
      if (repeat) return { ok: true, orderId: orderRef.id, repeated: true }
      return { ok: false, code: 'conflict' }
    }

    // Read in the transaction, so two orders sent at once cannot both slip under the cap.
    for (const query of openOrdersQueries(db, placer)) {
      if ((await tx.get(query)).size >= MAX_OPEN_ORDERS) {
        return { ok: false, code: 'too-many-open-orders', limit: MAX_OPEN_ORDERS }
      }
    }

    if (lines.length === 0) {
      return { ok: false, code: 'empty-bag' }
    }

    const wanted = quantitiesByProduct(lines)
    const claims = await readClaimsInTransaction(tx, db, contact)
    // The stock is read last: every shopper of a product contends for its document, and Firestore holds its
    // lock from this read to the commit, so the shorter that span, the more orders a sought-after product
    // takes a second before shoppers wait past the deadline.
    const stocks = await readStocksInTransaction(tx, db, [...wanted.keys()])
    const orderCount = account ? orderCountFromDoc(countSnapshot?.data()) : 0
    const shortfall = stockShortfall(lines, stocks)
    if (shortfall) return { ok: false, code: 'out-of-stock', ...shortfall }

    // An account's first order is decided by its own count; a guest's by the claims on mobile and e-mail.
    const isFirstOrder = account ? orderCount === 0 : !claims.claimed
    const pricing = priceOrder({ lines, promoCode: input.promoCode, isFirstOrder })
    if (pricing.promoRefusal) return { ok: false, code: 'promo-refused', refusal: pricing.promoRefusal }

    const stockMoves: StockMove[] = []
    for (const [productId, quantity] of wanted) {
      const before = stocks.get(productId) ?? 0
      stockMoves.push({ productId, before, after: before - quantity })
      tx.set(stockRef(db, productId), {
        available: before - quantity,
        updatedAt: FieldValue.serverTimestamp(),
      })
    }
    const language = input.language ?? 'en'
    const placedAt = new Date()
    const orderLines = pricing.lines.map((line) => OrderLineSchema.parse(line))
    const orderPricing = {
      subtotal: pricing.subtotal,
      discount: pricing.discount,
      shipping: pricing.shipping,
      total: pricing.total,
      promoCode: pricing.appliedCode,
    }
    tx.create(orderRef, {
      uid: account ? account.uid : null,
      ...(placer.kind === 'guest' ? { guestId: placer.guestId } : {}),
      contactEmail: contact.email,
      contactMobile: contact.mobile,
      number: orderNumber(orderRef.id),
      // Parsed so exactly the stored line's fields are written (the schema drops anything else).
      lines: orderLines,
      pricing: orderPricing,
      address: input.address,
      language,
      lookup: orderLookupKeys({ id: orderRef.id, mobile: contact.mobile, email: contact.email || null }),
      fingerprint: orderFingerprint({ lines, promoCode: input.promoCode, address: input.address }),
      payment: 'cod',
      status: 'placed',
      createdAt: FieldValue.serverTimestamp(),
    })
    // The receipt, with its "Confirm my order" link, commits with the order or not at all.
    queueOrderMail(
      tx,
      db,
      {
        id: orderRef.id,
        language,
        lines: orderLines,
        pricing: orderPricing,
        address: input.address,
        email: contact.email,
      },
      orderReceivedEvent(orderRef.id, language, placedAt),
      placedAt,
    )
    claims.write(orderRef.id)
    if (account) {
      // The count is written from the value read in this transaction (not FieldValue.increment), so a
      // concurrent order forces a retry and both see the right "first order" answer.
      tx.set(db.collection(ORDER_COUNTS_COLLECTION).doc(account.uid), {
        count: orderCount + 1,
        updatedAt: FieldValue.serverTimestamp(),
      })
      tx.set(cartRef(db, account.uid), {
        lines: linesForCartDoc([]),
        updatedAt: FieldValue.serverTimestamp(),
      })
    }
    return { ok: true, orderId: orderRef.id, repeated: false, stockMoves }
  }).then(nudgeAfterChange)
}
