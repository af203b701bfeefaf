import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { limit, memoryStore } from '@/lib/rate-limit/rate-limit'
import { addressKey } from '@/lib/rate-limit/request-address'
import { RATE_RULES } from '@/lib/rate-limit/rules'
import { countCampaignHit, type CampaignHit } from './campaign-counters'
import type { ReportChannel } from './channels'

/**
 * Link previewers and crawlers fetch a shared link too (WhatsApp and Facebook draw the preview from it): they
 * are not people clicking, so they are sent on uncounted.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|headless|curl|wget/i

export function isPreviewFetcher(userAgent: string | null): boolean {
  return userAgent !== null && NOT_A_PERSON.test(userAgent)
}

const RULES = {
  clicks: RATE_RULES.campaignClicksPerAddress,
  landings: RATE_RULES.campaignLandingsPerAddress,
} as const

/**
 * Counts a click or a landing for a request, unless it comes from a link previewer or its address is over its
 * cap. The cap is counted in this server's memory, not Firestore: a blast from one carrier-grade NAT address
 * would otherwise queue on one rate-limit document, the very thing the sharded counters avoid. A failure is
 * logged and swallowed: counting never stands between a shopper and the page.
 */
export async function countHitFrom(
  requestHeaders: Pick<Headers, 'get'>,
  hit: CampaignHit,
  campaign: string,
  channel: ReportChannel,
): Promise<boolean> {
  if (isPreviewFetcher(requestHeaders.get('user-agent'))) return false
  const allowed = await limit(addressKey(requestHeaders), RULES[hit], memoryStore())
  if (!allowed.ok) return false
  try {
    await countCampaignHit(adminDb(), hit, campaign, channel, new Date())
    return true
  } catch (error) {
    console.error(`[campaigns] could not count a ${hit.slice(0, -1)}`, error)
    return false
  }
}
