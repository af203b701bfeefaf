import 'server-only'
import { readCartLinesForOrder } from '@/lib/orders/order-cart'
import { linesForCartDoc } from '@/lib/cart/cart-doc'
import { cartRef } from '@/lib/cart/cart-store'
import type { Address } from '@/lib/checkout/address-schema'
import { priceOrder } from '@/lib/checkout/price-order'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { readStocksInTransaction, stockRef } from '@/lib/stock/stock'
import {
  ORDER_COUNTS_COLLECTION,
  orderCountFromDoc,
  orderFromDoc,
  ORDERS_COLLECTION,
  type OrderLine,
} from './order-doc'
import { orderFingerprint } from './order-fingerprint'
import { orderLookupKeys } from './order-lookup'
import { MAX_OPEN_ORDERS, openOrdersQuery, TOO_MANY_OPEN_ORDERS } from './order-placer'
import type { OrderRefusalCode } from './place-order-failure'

export type OrderRequest = {
  idempotencyKey: string
  promoCode: string | null
  address: Address
  /** The account's e-mail, stored so staff can find the order by it (lib/orders/order-doc.ts). */
  email?: string | null
}

export type PlaceOrderOutcome =
  | { ok: true; orderId: string; repeated: boolean }
  | {
      ok: false
      code: Extract<
        OrderRefusalCode,
        'empty-bag' | 'out-of-stock' | 'promo-refused' | 'form-expired' | 'conflict' | 'too-many-open-orders'
      >
      error: string
    }

export const ORDER_CONFLICT_MESSAGE =
  'You already placed an order from this checkout, and your bag or details have changed since. ' +
  'Please review your bag below before ordering again.'

/**
 * Places an order for `uid` from their Firestore bag, in ONE transaction:
 * reads the order id (the idempotency key), the bag, the order count and the stock of every product;
 * returns the existing order on a repeat of the same order (double click, retried request) and a conflict
 * when the key comes back with a different bag, promo code or address (lib/orders/order-fingerprint.ts);
 * refuses a new order while the shopper already has MAX_OPEN_ORDERS waiting for confirmation (status
 * `placed`); recomputes every price from the
 * catalogue; refuses, writing nothing, when a product has less stock than the bag holds or the promo code
 * does not apply; otherwise decrements stock, writes orders/{key}, counts the order and empties the bag.
 *
 * All checks stay inside the transaction because that is what makes them hold in production: Firestore
 * retries the transaction if a document it read (the stock, the count) changed before the commit, so two
 * shoppers cannot both buy the last unit. The local emulator (@firestore-emulator/server) does not isolate
 * transactions, so that race cannot be demonstrated against it; the sequential behaviour can and is tested.
 *
 * Takes the database and the uid (from the verified session) so it can be tested without a request.
 */
export async function placeOrderInTransaction(
  db: Firestore,
  uid: string,
  input: OrderRequest,
): Promise<PlaceOrderOutcome> {
  const orderRef = db.collection(ORDERS_COLLECTION).doc(input.idempotencyKey)
  const countRef = db.collection(ORDER_COUNTS_COLLECTION).doc(uid)

  return firestoreTransaction(db, 'place order', async (tx) => {
    const [orderSnapshot, cartSnapshot, countSnapshot] = await tx.getAll(orderRef, cartRef(db, uid), countRef)
    const lines = readCartLinesForOrder(cartSnapshot?.data())
    if (orderSnapshot?.exists) {
      if (orderSnapshot.get('uid') !== uid) {
        return {
          ok: false,
          code: 'form-expired',
          error: 'This checkout form has expired. Please reload the page.',
        }
      }
      // Placing the order emptied the bag, so a true retry finds it empty: it asks for the lines already
      // ordered. A bag with something in it is compared as it is. (An order stored without a fingerprint
      // predates them and is taken as a repeat, as before.)
      const stored: unknown = orderSnapshot.get('fingerprint')
      const asked = lines.length > 0 ? lines : (orderFromDoc(orderRef.id, orderSnapshot.data())?.lines ?? [])
      const repeat =
        typeof stored !== 'string' ||
        stored === orderFingerprint({ lines: asked, promoCode: input.promoCode, address: input.address })
      if (repeat) return { ok: true, orderId: orderRef.id, repeated: true }
      return { ok: false, code: 'conflict', error: ORDER_CONFLICT_MESSAGE }
    }

    // Read in the transaction, so two orders sent at once cannot both slip under the cap.
    const openOrders = await tx.get(openOrdersQuery(db, { kind: 'account', uid }))
    if (openOrders.size >= MAX_OPEN_ORDERS) {
      return { ok: false, code: 'too-many-open-orders', error: TOO_MANY_OPEN_ORDERS }
    }

    if (lines.length === 0) {
      return {
        ok: false,
        code: 'empty-bag',
        error: 'Your bag is empty. Add something before checking out.',
      }
    }

    const productIds = [...new Set(lines.map((line) => line.productId))]
    const stocks = await readStocksInTransaction(tx, db, productIds)
    const orderCount = orderCountFromDoc(countSnapshot?.data())

    // Colours and sizes share a product's stock, so compare the product's total quantity.
    for (const productId of productIds) {
      const wanted = lines
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.quantity, 0)
      const available = stocks.get(productId) ?? 0
      if (wanted > available) {
        const name = lines.find((line) => line.productId === productId)?.name ?? 'An item'
        const error =
          available === 0
            ? `Sorry, ${name} is now out of stock. Please remove it from your bag.`
            : `Sorry, only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left. Please lower the quantity in your bag.`
        return { ok: false, code: 'out-of-stock', error }
      }
    }

    const pricing = priceOrder({ lines, promoCode: input.promoCode, isFirstOrder: orderCount === 0 })
    if (pricing.promoError) return { ok: false, code: 'promo-refused', error: pricing.promoError }

    for (const productId of productIds) {
      const wanted = lines
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.quantity, 0)
      tx.set(stockRef(db, productId), {
        available: (stocks.get(productId) ?? 0) - wanted,
        updatedAt: FieldValue.serverTimestamp(),
      })
    }
    const orderLines: OrderLine[] = pricing.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      image: line.image,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
    }))
    tx.create(orderRef, {
      uid,
      lines: orderLines,
      pricing: {
        subtotal: pricing.subtotal,
        discount: pricing.discount,
        shipping: pricing.shipping,
        total: pricing.total,
        promoCode: pricing.appliedCode,
      },
      address: input.address,
      email: input.email ?? null,
      lookup: orderLookupKeys({ id: orderRef.id, mobile: input.address.mobile, email: input.email ?? null }),
      fingerprint: orderFingerprint({ lines, promoCode: input.promoCode, address: input.address }),
      payment: 'cod',
      status: 'placed',
      createdAt: FieldValue.serverTimestamp(),
    })
    // The count is written from the value read in this transaction (not FieldValue.increment), so a
    // concurrent order forces a retry and both see the right "first order" answer.
    tx.set(countRef, { count: orderCount + 1, updatedAt: FieldValue.serverTimestamp() })
    tx.set(cartRef(db, uid), { lines: linesForCartDoc([]), updatedAt: FieldValue.serverTimestamp() })
    return { ok: true, orderId: orderRef.id, repeated: false }
  })
}
