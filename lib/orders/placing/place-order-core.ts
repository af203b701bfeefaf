import 'server-only'
import { withCataloguePrices } from '@/lib/orders/placing/order-cart'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import type { CartLine } from '@/lib/cart/cart-line'
import { cartLinesFromSnapshot, cartRef } from '@/lib/cart/cart-reads'
import type { Address } from '@/lib/checkout/address-schema'
import { priceOrder } from '@/lib/checkout/price-order'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import type { StockMove } from '@/lib/stock/availability'
import { readProductStocksInTransaction } from '@/lib/stock/stock-reads'
import { writeStockChanges } from '@/lib/stock/stock-ledger'
import { readClaimsInTransaction } from './first-order-claims'
import { OrderLineSchema } from '@/lib/orders/order-doc'
import { orderCountFromSnapshot, orderCountRef, orderFromSnapshot, orderRef } from '@/lib/orders/order-reads'
import { orderFingerprint } from './order-fingerprint'
import { checkoutKeyRef, newOrderId, reserveOrderNumber } from './order-identity'
import { openOrdersQueries, placedFromKey, type OrderPlacer } from './order-placer'
import { mailboxKey } from '@/lib/checkout/mailbox'
import { changesByProduct, productOverLimit, stockShortfall } from './order-stock'
import type { OrderRefusal } from './place-order-failure'
import { orderLookupKeys } from '@/lib/orders/lookup/search-keys'
import { holdEndFrom } from '@/lib/orders/lifecycle/hold'
import { lapseDueHolds } from '@/lib/orders/lifecycle/lapse-holds'
import type { Locale } from '@/lib/i18n/locales'
import { orderReceivedEvent, queueOrderMail, queueVerifyEmailMail } from '@/lib/mail/queue-mail'
import { readRecipientAllowance } from '@/lib/mail/recipient-allowance'
import { nudgeAfterChange } from '@/lib/mail/sender/nudge'
import { abuseLimitSettings } from '@/lib/rate-limit/settings'
import type { OrderCampaign } from '@/lib/campaigns/order-attribution'

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
  /** The client's address (lib/rate-limit/client-address.ts), for the cap on open orders per address. */
  clientAddress?: string | null
  /** The campaign that brought the shopper (lib/campaigns/order-attribution.ts), stored on the order. */
  campaign?: OrderCampaign | null
}

/** For an account: whether Auth has verified its e-mail, and how to ask it to (lib/mail/held-receipts.ts). */
export type AccountOrderer = {
  uid: string
  emailVerified: boolean
  /** Makes Firebase's verification link for an unverified address, continuing to the order's page. */
  verificationLink?: (orderId: string) => Promise<string>
}

export type PlaceOrderOutcome =
  /** `stockMoves`: what the order (and any hold it lapsed) did to stock, for lib/stock/refresh-availability.ts. */
  | { ok: true; orderId: string; repeated: boolean; stockMoves?: StockMove[] }
  | ({ ok: false; stockMoves?: StockMove[] } & Exclude<OrderRefusal, { code: 'signed-out' }>)

const EXPIRED: PlaceOrderOutcome = { ok: false, code: 'form-expired' }

/** A guest's order: their cookie id and the bag from their cookie (a guest has no bag in Firestore). */
export type GuestOrderer = { guestId: string; lines: readonly CartLine[] }

type Owner = ({ kind: 'account' } & AccountOrderer) | ({ kind: 'guest' } & GuestOrderer)

/**
 * Places an order for an account from its Firestore bag, in ONE transaction:
 * finds the order a repeat of the same press already made (the idempotency key, stored apart from the order:
 * lib/orders/placing/order-identity.ts) and answers a conflict when the key comes back with a different bag,
 * promo code or address (lib/orders/placing/order-fingerprint.ts); refuses a new order while the caps on
 * orders waiting for confirmation are full (lib/orders/placing/order-placer.ts) or when one product is asked
 * for more than MAX_PER_PRODUCT times; recomputes every price from the catalogue; grants a first-order code
 * only to a person who has never ordered (the account's count and the claims on mobile and e-mail:
 * lib/orders/placing/first-order-claims.ts); refuses, writing nothing, when a product has less stock than the
 * bag holds; otherwise decrements stock, writes `orders/{server-made id}` with a reserved number and a hold
 * that lapses (lib/orders/lifecycle/hold.ts), queues its receipt (or, for an unverified e-mail, the
 * verification message: lib/mail/held-receipts.ts) within the address's daily mail cap, counts the order,
 * records the first-order claims and empties the bag.
 *
 * All checks stay inside the transaction because that is what makes them hold in production: Firestore
 * retries the transaction if a document it read (the stock, the count, a claim, a number) changed before the
 * commit, so two shoppers cannot both buy the last unit. The local emulator runs transactions under locks
 * too (scripts/lib/firestore-transactions.cjs), so that race is tested: place-order-contention.test.ts and
 * e2e/order-contention.spec.ts.
 *
 * A refusal for stock first lapses any holds that ran out (they may be what holds it), then tries once more.
 */
export async function placeOrderInTransaction(
  db: Firestore,
  account: AccountOrderer,
  input: OrderRequest,
): Promise<PlaceOrderOutcome> {
  return placeFor(db, { kind: 'account', ...account }, input)
}

/**
 * The same for a guest: the bag comes from their cookie (the caller empties it after success) and the caps
 * count their cookie id. The order is stored with `uid: null`.
 */
export async function placeGuestOrderInTransaction(
  db: Firestore,
  guest: GuestOrderer,
  input: OrderRequest & { email: string },
): Promise<PlaceOrderOutcome> {
  return placeFor(db, { kind: 'guest', ...guest }, input)
}

async function placeFor(db: Firestore, owner: Owner, input: OrderRequest): Promise<PlaceOrderOutcome> {
  const first = await placeOnce(db, owner, input)
  if (first.ok || first.code !== 'out-of-stock') return first
  const lapsed = await lapseDueHolds(db)
  if (lapsed.lapsed.length === 0) return first
  const second = await placeOnce(db, owner, input)
  return { ...second, stockMoves: [...lapsed.stockMoves, ...(second.stockMoves ?? [])] }
}

async function placeOnce(db: Firestore, owner: Owner, input: OrderRequest): Promise<PlaceOrderOutcome> {
  const account = owner.kind === 'account' ? owner : null
  const contact = { email: input.email ?? '', mobile: input.address.mobile }
  const placer: OrderPlacer = {
    ...(owner.kind === 'account'
      ? { kind: 'account' as const, uid: owner.uid }
      : { kind: 'guest' as const, guestId: owner.guestId }),
    mobile: contact.mobile,
    email: contact.email,
    address: input.clientAddress ?? null,
  }
  const keyRef = checkoutKeyRef(db, placer, input.idempotencyKey)
  // Drawn once per press, so the verification link (made before the transaction) names the same order.
  const newOrderRef = orderRef(db, newOrderId())
  const holdsReceipt = account !== null && contact.email !== '' && !account.emailVerified
  const verifyUrl =
    holdsReceipt && account.verificationLink
      ? await account.verificationLink(newOrderRef.id).catch((error: unknown) => {
          // The order still goes through: the shopper can confirm it on its page, and staff can call.
          console.error('[orders] could not make an e-mail verification link', error)
          return null
        })
      : null
  const perAddress = abuseLimitSettings().openOrdersPerAddress

  return firestoreTransaction(db, 'place order', async (tx): Promise<PlaceOrderOutcome> => {
    // Reads that do not depend on one another go together: each round trip to Firestore adds to every
    // order's wait and to how long it holds its locks. The key is read first (the first read starts the
    // transaction; the others queue behind it), then the bag, the count and the caps at once.
    const keyRead = tx.get(keyRef)
    const caps = openOrdersQueries(db, placer, perAddress)
    const [keySnapshot, [cartSnapshot, countSnapshot], counts] = await Promise.all([
      keyRead,
      account ? tx.getAll(cartRef(db, account.uid), orderCountRef(db, account.uid)) : Promise.resolve([]),
      // Read in the transaction, so two orders sent at once cannot both slip under a cap.
      Promise.all(caps.map((cap) => Promise.all(cap.queries.map((query) => tx.get(query))))),
    ])
    const lines =
      owner.kind === 'guest'
        ? withCataloguePrices(owner.lines)
        : withCataloguePrices(cartLinesFromSnapshot(cartSnapshot))
    if (keySnapshot.exists) {
      const earlierId: unknown = keySnapshot.get('orderId')
      if (typeof earlierId !== 'string') return EXPIRED
      const earlier = await tx.get(orderRef(db, earlierId))
      if (!earlier.exists) return EXPIRED
      // Placing the order emptied the bag, so a true retry finds it empty: it asks for the lines already
      // ordered. A bag with something in it is compared as it is.
      const asked = lines.length > 0 ? lines : (orderFromSnapshot(earlier)?.lines ?? [])
      const repeat =
        earlier.get('fingerprint') ===
        orderFingerprint({ lines: asked, promoCode: input.promoCode, address: input.address })
      if (repeat) return { ok: true, orderId: earlierId, repeated: true }
      return { ok: false, code: 'conflict' }
    }

    const full = caps.find(
      (cap, index) => (counts[index] ?? []).reduce((sum, answer) => sum + answer.size, 0) >= cap.limit,
    )
    if (full) return { ok: false, code: 'too-many-open-orders', limit: full.limit, counts: full.counts }

    if (lines.length === 0) {
      return { ok: false, code: 'empty-bag' }
    }
    const overLimit = productOverLimit(lines)
    if (overLimit) return { ok: false, code: 'over-product-limit', ...overLimit }

    const wanted = changesByProduct(lines, -1)
    const now = new Date()
    // The rest in one round trip, the stock with it and so last: every shopper of a product contends for its
    // document, and Firestore holds its lock from this read to the commit, so the shorter that span, the more
    // orders a sought-after product takes a second before shoppers wait past the deadline.
    const [claims, allowance, reserved, stocks] = await Promise.all([
      readClaimsInTransaction(tx, db, contact),
      contact.email ? readRecipientAllowance(tx, db, contact.email, now) : null,
      reserveOrderNumber(tx, db),
      readProductStocksInTransaction(tx, db, [...wanted.keys()]),
    ])
    const orderCount = account ? orderCountFromSnapshot(countSnapshot) : 0
    const shortfall = stockShortfall(lines, stocks)
    if (shortfall) return { ok: false, code: 'out-of-stock', ...shortfall }

    // One first order per person: an account's own count, and for everyone the claims on mobile and e-mail,
    // so a new account (or a new guest cookie) with a mobile that has ordered pays full price.
    const isFirstOrder = orderCount === 0 && !claims.claimed
    const pricing = priceOrder({ lines, promoCode: input.promoCode, isFirstOrder })
    if (pricing.promoRefusal) return { ok: false, code: 'promo-refused', refusal: pricing.promoRefusal }

    const stockMoves: StockMove[] = []
    const orderedBy = { uid: account ? account.uid : null, role: 'shopper' as const }
    for (const [productId, changes] of wanted) {
      const stock = stocks.get(productId)
      if (!stock) continue
      const why = { reason: 'order' as const, actor: orderedBy, orderId: newOrderRef.id }
      stockMoves.push(writeStockChanges(tx, db, stock, changes, why, now))
    }
    const language = input.language ?? 'en'
    const orderLines = pricing.lines.map((line) => OrderLineSchema.parse(line))
    const orderPricing = {
      subtotal: pricing.subtotal,
      discount: pricing.discount,
      shipping: pricing.shipping,
      total: pricing.total,
      promoCode: pricing.appliedCode,
    }
    const mailed = { id: newOrderRef.id, number: reserved.number, language, email: contact.email }
    tx.create(newOrderRef, {
      uid: account ? account.uid : null,
      ...(placer.kind === 'guest' ? { guestId: placer.guestId } : {}),
      ...(placer.address ? { placedFrom: placedFromKey(placer.address) } : {}),
      contactEmail: contact.email,
      // The inbox it reaches, which the open-order cap counts (order-placer.ts).
      ...(contact.email ? { contactMailbox: mailboxKey(contact.email) } : {}),
      contactMobile: contact.mobile,
      number: reserved.number,
      // Parsed so exactly the stored line's fields are written (the schema drops anything else).
      lines: orderLines,
      pricing: orderPricing,
      address: input.address,
      language,
      lookup: orderLookupKeys({
        number: reserved.number,
        mobile: contact.mobile,
        email: contact.email || null,
        fullName: input.address.fullName,
        city: input.address.city,
      }),
      fingerprint: orderFingerprint({ lines, promoCode: input.promoCode, address: input.address }),
      payment: 'cod',
      status: 'placed',
      holdUntil: Timestamp.fromDate(holdEndFrom(now)),
      receiptHeld: holdsReceipt,
      // The address has had today's mail: the order still stands, and its page and staff are told.
      ...(allowance && !allowance.allows ? { receiptNotSent: true } : {}),
      createdAt: FieldValue.serverTimestamp(),
      ...(input.campaign ? { campaign: input.campaign } : {}),
    })
    tx.create(keyRef, { orderId: newOrderRef.id, createdAt: FieldValue.serverTimestamp() })
    reserved.write(newOrderRef.id)
    // The receipt, with its "Confirm my order" link, commits with the order or not at all.
    if (allowance && holdsReceipt) {
      if (verifyUrl) queueVerifyEmailMail(tx, db, mailed, verifyUrl, now, allowance)
    } else if (allowance) {
      queueOrderMail(
        tx,
        db,
        { ...mailed, lines: orderLines, pricing: orderPricing, address: input.address },
        orderReceivedEvent(newOrderRef.id, language, now),
        now,
        allowance,
      )
    }
    claims.write(newOrderRef.id)
    if (account) {
      // The count is written from the value read in this transaction (not FieldValue.increment), so a
      // concurrent order forces a retry and both see the right "first order" answer.
      tx.set(orderCountRef(db, account.uid), {
        count: orderCount + 1,
        updatedAt: FieldValue.serverTimestamp(),
      })
      tx.set(cartRef(db, account.uid), {
        lines: linesForCartDoc([]),
        updatedAt: FieldValue.serverTimestamp(),
      })
    }
    return { ok: true, orderId: newOrderRef.id, repeated: false, stockMoves }
  }).then(nudgeAfterChange)
}
