import { tokenLinkPage } from '@/lib/http/signed-link-rewrite'
import { verifyStockAlertToken } from './alert-token'

/**
 * For proxy.ts: a "tell me when it's back" confirmation link, /stock-alerts/confirm/{token}. A token the shop
 * did not sign gets /stock-alerts/confirm/not-valid with a real 404 (one HMAC, no read); a genuine one gets
 * its page.
 */
export const stockAlertConfirmLink = tokenLinkPage('/stock-alerts/confirm', verifyStockAlertToken)
