import type { NextRequest } from 'next/server'
import { isLandingPath } from '@/lib/campaigns/attribution'
import { isCampaignName } from '@/lib/campaigns/campaign-name'
import { isKnownCampaign } from '@/lib/campaigns/campaign-reads'
import { isReportChannel } from '@/lib/campaigns/channels'
import { countHitFrom } from '@/lib/campaigns/count-hit'
import { readJsonBody } from '@/lib/http/read-json-body'
import { isConfiguredOrigin } from '@/lib/auth/origin'

/** The beacon is a few dozen bytes; anything bigger is not ours. */
const LANDING_BODY_LIMIT = 512

/**
 * POST /api/campaigns/landing, { campaign, channel, landing }: the one request the landing leaf
 * (components/campaigns/campaign-landing.tsx) sends with navigator.sendBeacon when a page opens with a
 * campaign in its address. Counted (sharded, capped per address: lib/campaigns/count-hit.ts) only for a
 * campaign staff made a link for, so an invented utm_campaign adds no counter, and only when the shop's own
 * page sent it: another site posting here for each of its visitors would otherwise count landings nobody
 * made. Always 204, whatever happened: the browser does not read the answer, and a script learns nothing.
 */
export async function POST(request: NextRequest) {
  const read = await readJsonBody(request, LANDING_BODY_LIMIT)
  if (!read.ok) return new Response(null, { status: read.status, headers: { 'Cache-Control': 'no-store' } })
  const { campaign, channel, landing } = (read.body ?? {}) as Record<string, unknown>
  if (
    sentByTheShop(request) &&
    isCampaignName(campaign) &&
    isReportChannel(channel) &&
    isLandingPath(landing)
  ) {
    const known = await isKnownCampaign(campaign).catch(() => false)
    if (known) await countHitFrom(request.headers, 'landings', campaign, channel)
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

/** A browser says where a request comes from (Sec-Fetch-Site, and Origin on a POST): only our own pages count. */
function sentByTheShop(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site !== null && site !== 'same-origin') return false
  const origin = request.headers.get('origin')
  return origin === null || origin === request.nextUrl.origin || isConfiguredOrigin(origin)
}
