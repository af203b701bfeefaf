import type { NextRequest } from 'next/server'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'
import { attributionCookieString } from '@/lib/campaigns/attribution'
import { hasCachedShortLink, readShortLink } from '@/lib/campaigns/campaign-reads'
import { limit, memoryStore } from '@/lib/rate-limit/rate-limit'
import { addressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { campaignPath } from '@/lib/campaigns/campaign-url'
import { countHitFrom } from '@/lib/campaigns/count-hit'
import { isShopTargetPath } from '@/lib/campaigns/link-target'
import { isShortCode } from '@/lib/campaigns/short-code'
import { sameSiteRedirect } from '@/lib/http/same-site-redirect'
import { siteUrl } from '@/lib/site-url'

/**
 * A campaign's short link, /l/{code}: counts the click (sharded, lib/campaigns/count-hit.ts), keeps the
 * campaign in the shopper's first-party cookie (last click wins: lib/campaigns/attribution.ts) and redirects
 * to the link's page with its utm_* parameters. Only ever to a path on this shop: the stored target is
 * checked again here and the Location is relative (lib/http/same-site-redirect.ts), so no document, typed
 * or damaged, makes it an open redirect. An unknown code is a plain 404. A 307, never cached, so every click
 * reaches the server and is counted.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params
  if (!isShortCode(code)) return notFound()
  // Codes this server has not read yet cost a read each: guessing them is capped per address, in memory.
  if (!hasCachedShortLink(code)) {
    const allowed = await limit(
      addressKey(request.headers),
      RATE_RULES.shortLinkReadsPerAddress,
      memoryStore(),
    )
    if (!allowed.ok) return notFound()
  }
  let link
  try {
    link = await readShortLink(code)
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error
    const words =
      'The shop cannot open this link right now. Please try again in a minute.\nدکان ابھی یہ لنک نہیں کھول سکتی۔ ایک منٹ بعد دوبارہ کوشش کریں۔\n'
    return new Response(words, {
      status: 503,
      headers: {
        'Cache-Control': 'no-store',
        'Retry-After': '30',
        'Content-Type': 'text/plain; charset=utf-8',
      },
    })
  }
  if (!link || !isShopTargetPath(link.target)) return notFound()
  await countHitFrom(request.headers, 'clicks', link.campaign, link.channel)
  const response = sameSiteRedirect(campaignPath(link.target, link), 307)
  const landing = link.target.split('?')[0] ?? '/'
  // Written as the landing leaf writes it in the browser (not through response.cookies, which would
  // percent-encode it a second time), so the cookie has one form whoever set it last.
  const attribution = { campaign: link.campaign, channel: link.channel, landing, at: Date.now() }
  response.headers.append('Set-Cookie', attributionCookieString(attribution, siteUrl().startsWith('https:')))
  return response
}

function notFound(): Response {
  // Both languages: a shopper who mistyped a code from a poster may read either.
  return new Response('This link does not lead anywhere.\nیہ لنک کسی صفحے تک نہیں جاتا۔\n', {
    status: 404,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
