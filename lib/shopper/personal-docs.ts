import 'server-only'
import { getProductStocks } from '@/lib/stock/stock-reads'
import { type AccountDocs, readAccountDocs } from './account-docs'
import { cachedAccountDocs, rememberAccountDocs } from './account-docs-cache'
import { requestDataStamp } from './account-data-stamp'

/**
 * A signed-in shopper's profile, bag and wishlist for a page view that only shows them (/api/shopper, the bag
 * and wishlist pages' JSON), plus the live stock of `stockIds`: the documents this server read for the same
 * data stamp (lib/shopper/account-docs-cache.ts) with the stock read now, or else everything in one round
 * trip. Never for a change, the checkout or an order, which read the stores themselves.
 */
export async function readPersonalDocs(uid: string, stockIds: readonly number[]): Promise<AccountDocs> {
  const stamp = await requestDataStamp()
  const remembered = cachedAccountDocs(uid, stamp)
  if (remembered)
    return { ...remembered, stock: stockIds.length > 0 ? await getProductStocks(stockIds) : new Map() }
  const docs = await readAccountDocs(uid, stockIds)
  rememberAccountDocs(uid, stamp, { profile: docs.profile, cart: docs.cart, wishlist: docs.wishlist })
  return docs
}
