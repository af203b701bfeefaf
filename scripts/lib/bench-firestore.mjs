/**
 * The bench's own door to the shop's Firestore emulator, for the place-order and short-link rows: arrange the stock an
 * order row needs, put it back afterwards, and check that the orders the shop said it placed exist. Shapes
 * follow lib/campaigns/campaign-docs.ts, lib/stock/stock-doc.ts (`stock/{productId}`: { variants: { 'Colour|Size': n }, available, updatedAt };
 * no document means the catalogue's starting figure) and lib/orders/order-doc.ts (`orders/{id}`), as e2e/helpers/shop-data.ts does.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { FieldValue, getFirestore } from 'firebase-admin/firestore'

/**
 * @typedef {object} BenchFirestore
 * @property {(productIds: number[]) => Promise<() => Promise<void>>} takeOverStock
 *   remembers the products' stock documents and resolves a function that puts them back as they were
 * @property {(line: { productId: number, color: string | null, size: string | null }, available: number) => Promise<void>} setStock
 *   the line's colour and size get `available`, every other variant of the product none
 * @property {(productId: number) => Promise<number | null>} stockOf  null: no document (catalogue figure)
 * @property {(orderIds: string[]) => Promise<number>} countExisting  how many of these orders exist
 * @property {(code: string, link: { target: string, campaign: string, channel: string }) => Promise<void>} createShortLink
 *   a campaign link, as lib/campaigns/short-links.ts stores one
 * @property {(campaign: string) => Promise<number>} countedClicks  the campaign's clicks, all shards added up
 * @property {() => Promise<void>} close
 */

/**
 * Connects to the emulator at `host` (host:port) for `projectId` (the shop's: the emulator keeps each
 * project's data apart). firebase-admin finds an emulator only through FIRESTORE_EMULATOR_HOST, so this
 * process gets it too; nothing else in the bench talks to Firestore.
 *
 * @param {{ host: string, projectId: string }} options
 * @returns {BenchFirestore}
 */
export function openBenchFirestore({ host, projectId }) {
  process.env.FIRESTORE_EMULATOR_HOST = host
  const app = initializeApp({ projectId }, `bench-${Date.now()}`)
  const db = getFirestore(app)
  const stockRef = (productId) => db.collection('stock').doc(String(productId))

  const setStock = ({ productId, color, size }, available) =>
    stockRef(productId)
      .set({
        variants: { [`${color ?? ''}|${size ?? ''}`]: available },
        available,
        updatedAt: FieldValue.serverTimestamp(),
      })
      .then(() => undefined)

  return {
    setStock,
    async stockOf(productId) {
      const snapshot = await stockRef(productId).get()
      return snapshot.exists ? snapshot.get('available') : null
    },
    async takeOverStock(productIds) {
      const saved = await Promise.all(
        productIds.map(async (productId) => {
          const snapshot = await stockRef(productId).get()
          return { productId, data: snapshot.exists ? snapshot.data() : undefined }
        }),
      )
      return async () => {
        await Promise.all(
          saved.map(({ productId, data }) =>
            data === undefined ? stockRef(productId).delete() : stockRef(productId).set(data),
          ),
        )
      }
    },
    async countExisting(orderIds) {
      let found = 0
      // getAll in slices: one BatchGetDocuments per few hundred orders rather than one call per order.
      for (let start = 0; start < orderIds.length; start += 200) {
        const refs = orderIds.slice(start, start + 200).map((id) => db.collection('orders').doc(id))
        if (refs.length === 0) continue
        const snapshots = await db.getAll(...refs)
        found += snapshots.filter((snapshot) => snapshot.exists).length
      }
      return found
    },
    async createShortLink(code, link) {
      await db
        .collection('campaigns')
        .doc(link.campaign)
        .set({ campaign: link.campaign, createdAt: FieldValue.serverTimestamp() })
      await db
        .collection('shortLinks')
        .doc(code)
        .create({ ...link, content: null, createdAt: FieldValue.serverTimestamp(), createdBy: 'bench' })
    },
    async countedClicks(campaign) {
      const shards = await db.collection('campaignCounterShards').where('campaign', '==', campaign).get()
      return shards.docs.reduce((sum, shard) => sum + (shard.get('clicks') ?? 0), 0)
    },
    close: () => deleteApp(app),
  }
}
