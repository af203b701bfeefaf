import type { NextRequest } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'
import { sameSiteRedirect } from '@/lib/http/same-site-redirect'
import { localePath } from '@/lib/i18n/locale-path'
import { isLocale } from '@/lib/i18n/locales'
import { confirmAnswerPath } from '@/lib/orders/confirmation/confirm-answer-pages'
import { CONFIRM_LOCALE_HEADER } from '@/lib/orders/confirmation/confirm-link-route'
import type { ConfirmMessage } from '@/lib/orders/confirmation/confirm-messages'
import { confirmOrderByLink } from '@/lib/orders/confirmation/confirm-order'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { limit } from '@/lib/rate-limit/rate-limit'
import { addressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'

/**
 * The "Confirm my order" button pressed without JavaScript: its form is then a plain POST to
 * /orders/confirm/{token}, which proxy.ts rewrites here (confirm-link-route.ts), so the answer is a 303 to its
 * prerendered page (reloading it sends nothing again). Same rules as confirmByLinkAction (the token is the
 * proof, counted per client address), in the link's language.
 */
export async function POST(request: NextRequest, { params }: RouteContext<'/api/orders/confirm/[token]'>) {
  const { token } = await params
  const lang = request.headers.get(CONFIRM_LOCALE_HEADER)
  const locale = lang && isLocale(lang) ? lang : 'en'
  const answer = await confirm(request, token)
  return sameSiteRedirect(localePath(locale, confirmAnswerPath(answer)), 303)
}

async function confirm(
  request: NextRequest,
  token: string,
): Promise<ConfirmMessage | { code: 'unavailable' }> {
  const allowed = await limit(addressKey(request.headers), RATE_RULES.confirmLinksPerAddress)
  if (!allowed.ok) return { code: 'confirm-too-many' }
  try {
    return await confirmOrderByLink(adminDb(), orderProofSecret(), token, new Date())
  } catch (error) {
    if (!isServiceUnavailable(error)) console.error('[confirm] failed', error)
    return { code: 'unavailable' }
  }
}
