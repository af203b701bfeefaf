import type { NextRequest } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'
import { sameSiteRedirect } from '@/lib/http/same-site-redirect'
import { localePath } from '@/lib/i18n/locale-path'
import { isLocale, type Locale } from '@/lib/i18n/locales'
import { verifyOrderLinkToken } from '@/lib/orders/access/order-link-token'
import { readOrder } from '@/lib/orders/order-reads'
import { proveOrder } from '@/lib/orders/proof/order-proof-cookie'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'

/**
 * "View your order" from an order e-mail (lib/orders/access/order-link-token.ts): a genuine link to a guest
 * order adds it to this browser's proof cookie and opens its page, in any browser, with no account. An
 * account's order opens its page, which asks to sign in if needed (the link proves the e-mail, not the
 * account). A link the shop did not sign, or one past its year, goes to the order lookup. It changes no order.
 */
export async function GET(request: NextRequest, { params }: RouteContext<'/api/orders/open/[token]'>) {
  const { token } = await params
  const lang = request.nextUrl.searchParams.get('lang')
  const locale: Locale = lang && isLocale(lang) ? lang : 'en'
  const orderId = verifyOrderLinkToken(orderProofSecret(), token, new Date())
  if (!orderId) return sameSiteRedirect(localePath(locale, '/orders/lookup'), 303)
  try {
    const order = await readOrder(adminDb(), orderId)
    if (!order) return sameSiteRedirect(localePath(locale, '/orders/lookup'), 303)
    if (order.uid === null) await proveOrder(order.id, 'owner')
    return sameSiteRedirect(localePath(locale, `/orders/${order.id}`), 303)
  } catch (error) {
    if (!isServiceUnavailable(error)) console.error('[orders] open link failed', error)
    return sameSiteRedirect(localePath(locale, `/orders/${orderId}`), 303)
  }
}
