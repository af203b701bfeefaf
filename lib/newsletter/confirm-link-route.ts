import { tokenLinkPage } from '@/lib/http/signed-link-rewrite'
import { verifyNewsletterToken } from './newsletter-token'

/**
 * For proxy.ts: the double opt-in link, /newsletter/confirm/{token}. A token the shop did not sign gets
 * /newsletter/confirm/not-valid with a real 404 (one HMAC, no read); a genuine one gets its page, which reads
 * what the link can still do.
 */
export const newsletterConfirmLink = tokenLinkPage('/newsletter/confirm', verifyNewsletterToken)
