import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { FieldValue, getFirestore } from 'firebase-admin/firestore'
import { PROJECT_ID, uidFor } from './auth'
import { productById } from './guest'

/**
 * Test-side access to the shop's Firestore documents in the emulator the app under test uses: to arrange a
 * bag and a stock figure, and to check what an order changed. Shapes follow lib/cart/cart-doc.ts,
 * lib/stock/stock-doc.ts and lib/orders/order-doc.ts.
 */
export function db() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099}`
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT ?? 8080}`
  return getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }))
}

export type BagLine = { productId: number; color: string | null; size: string | null; quantity: number }

async function requireUid(email: string): Promise<string> {
  const uid = await uidFor(email)
  if (!uid) throw new Error(`No account for ${email}`)
  return uid
}

/**
 * Puts lines in a signed-in shopper's bag (carts/{uid}). The checkout tests arrange the bag this way so they
 * test checkout alone; adding through the product page and merging a guest bag are the cart tests' subject.
 */
export async function fillBag(email: string, lines: readonly BagLine[]): Promise<void> {
  await db()
    .collection('carts')
    .doc(await requireUid(email))
    .set({ lines, updatedAt: FieldValue.serverTimestamp() })
}

/** Saves products to a signed-in shopper's wishlist (wishlists/{uid}, lib/wishlist/wishlist-doc.ts). */
export async function fillWishlist(email: string, productIds: readonly number[]): Promise<void> {
  await db()
    .collection('wishlists')
    .doc(await requireUid(email))
    .set({ productIds, updatedAt: FieldValue.serverTimestamp() })
}

export async function bagOf(email: string): Promise<BagLine[]> {
  const snapshot = await db()
    .collection('carts')
    .doc(await requireUid(email))
    .get()
  return ((snapshot.data()?.lines as BagLine[] | undefined) ?? []).map(
    ({ productId, color, size, quantity }) => ({ productId, color, size, quantity }),
  )
}

/** A variant of a product: its colour and size as a bag line or a pick names them. */
export type VariantPick = { color: string | null; size?: string | null }

/**
 * Sets a product's live stock. With a variant, that colour and size has `available` and every other variant
 * of the product none (lib/stock/stock-doc.ts's variant form), so the product's total is `available` too.
 * Without one, a per-product figure as stored before variants, which the shop spreads over the variants: use
 * that only for a product with a single variant.
 */
export async function setStock(productId: number, available: number, variant?: VariantPick): Promise<void> {
  const ref = db().collection('stock').doc(String(productId))
  if (!variant) {
    await ref.set({ available, updatedAt: FieldValue.serverTimestamp() })
    return
  }
  const product = productById(productId)
  const colors = product.colors.length > 0 ? product.colors.map((color) => color.name) : ['']
  const sizes = product.sizes.length > 0 ? [...product.sizes] : ['']
  const chosen = `${variant.color ?? ''}|${variant.size ?? ''}`
  const variants = Object.fromEntries(
    colors
      .flatMap((color) => sizes.map((size) => `${color}|${size}`))
      .map((key) => [key, key === chosen ? available : 0]),
  )
  if (!(chosen in variants)) throw new Error(`Product ${productId} has no variant ${chosen}`)
  await ref.set({ variants, available, updatedAt: FieldValue.serverTimestamp() })
}

/** Sets every variant's figure of a product at once (`{ 'Beige|': 10, 'Navy|': 5 }`), the rest 0. */
export async function setVariantStocks(productId: number, figures: Record<string, number>): Promise<void> {
  const product = productById(productId)
  const colors = product.colors.length > 0 ? product.colors.map((color) => color.name) : ['']
  const sizes = product.sizes.length > 0 ? [...product.sizes] : ['']
  const keys = colors.flatMap((color) => sizes.map((size) => `${color}|${size}`))
  for (const key of Object.keys(figures))
    if (!keys.includes(key)) throw new Error(`Product ${productId} has no variant ${key}`)
  const variants = Object.fromEntries(keys.map((key) => [key, figures[key] ?? 0]))
  const available = Object.values(variants).reduce((sum, figure) => sum + figure, 0)
  await db()
    .collection('stock')
    .doc(String(productId))
    .set({ variants, available, updatedAt: FieldValue.serverTimestamp() })
}

/** One variant's live figure, or null while the product has no stock document. */
export async function variantStockOf(productId: number, variant: VariantPick): Promise<number | null> {
  const snapshot = await db().collection('stock').doc(String(productId)).get()
  if (!snapshot.exists) return null
  const variants = snapshot.get('variants') as Record<string, number> | undefined
  return variants?.[`${variant.color ?? ''}|${variant.size ?? ''}`] ?? null
}

/** The live stock figure, or null while the product still has the catalogue's starting stock (no document). */
export async function stockOf(productId: number): Promise<number | null> {
  const snapshot = await db().collection('stock').doc(String(productId)).get()
  return snapshot.exists ? (snapshot.get('available') as number) : null
}

/** Back to the catalogue's starting stock, so other tests see the product as the catalogue has it. */
export async function resetStock(productIds: readonly number[]): Promise<void> {
  await Promise.all(productIds.map((id) => db().collection('stock').doc(String(id)).delete()))
}

export async function ordersOf(email: string): Promise<{ id: string; promoCode: string | null }[]> {
  const snapshot = await db()
    .collection('orders')
    .where('uid', '==', await requireUid(email))
    .get()
  return snapshot.docs.map((doc) => ({
    id: doc.id,
    promoCode: (doc.get('pricing.promoCode') as string | null) ?? null,
  }))
}

/** Which of these order ids have an order document. */
export async function existingOrderIds(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const snapshots = await db().getAll(...ids.map((id) => db().collection('orders').doc(id)))
  return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => snapshot.id)
}

/** The ids of every order with a line of this product. */
export async function orderIdsForProduct(productId: number): Promise<string[]> {
  const snapshot = await db().collection('orders').get()
  return snapshot.docs
    .filter((doc) =>
      ((doc.get('lines') as { productId?: number }[] | undefined) ?? []).some(
        (line) => line.productId === productId,
      ),
    )
    .map((doc) => doc.id)
}

/** The delivery records of the outbox messages to `email` (mail/{id}, lib/mail/outbox-doc.ts). */
export async function outboxDeliveriesTo(
  email: string,
): Promise<{ kind: string; state: string; attempts: number; error: string | null }[]> {
  const snapshot = await db().collection('mail').where('to', '==', email).get()
  return snapshot.docs.map((doc) => ({
    kind: String(doc.get('kind')),
    state: String(doc.get('delivery')?.state),
    attempts: Number(doc.get('delivery')?.attempts ?? 0),
    error: (doc.get('delivery')?.error as string | null) ?? null,
  }))
}

/**
 * For a test that changes a signed-in shopper's bag or wishlist with fillBag/fillWishlist after her browser
 * has already shown pages: that change was made behind the shop's back, like one from another device, which a
 * server may show up to 30 s late (lib/shopper/account-docs-cache.ts). A change made through the shop gives
 * the browser a new data stamp; this gives it one too, so the next page view reads the documents afresh.
 */
export async function newDataStamp(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'fatin_stamp', value: randomUUID(), url: new URL(page.url()).origin }])
}
