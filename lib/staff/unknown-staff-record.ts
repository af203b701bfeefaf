import 'server-only'
import { readShortLink } from '@/lib/campaigns/campaign-reads'
import { isShortCode } from '@/lib/campaigns/short-code'
import { findProduct } from '@/lib/catalogue'
import { readStaffOrder } from './staff-order-reads'

const ORDER_PAGE = /^\/staff\/orders\/([^/]+)(?:\/slip)?\/?$/
const STOCK_PAGE = /^\/staff\/stock\/([^/]+)\/?$/
const LINK_PAGE = /^\/staff\/links\/([^/]+)\/?$/

/**
 * For proxy.ts, once the gate let a staff member through: whether `path` (without the language) is an
 * order's, a product's stock or a campaign link's page for one that does not exist. The pages stream their
 * shell with a 200 before they could call notFound(), so the proxy answers these with a real 404. One read
 * for an order (none for a product, the cached one for a link); a read that fails leaves it to the page.
 */
export async function isUnknownStaffRecord(path: string): Promise<boolean> {
  const stock = STOCK_PAGE.exec(path)?.[1]
  if (stock !== undefined) return !/^\d{1,6}$/.test(stock) || findProduct(Number(stock)) === undefined
  try {
    const order = ORDER_PAGE.exec(path)?.[1]
    if (order !== undefined) return (await readStaffOrder(order)) === null
    const code = LINK_PAGE.exec(path)?.[1]
    if (code !== undefined) return !isShortCode(code) || (await readShortLink(code)) === null
  } catch {
    return false
  }
  return false
}
