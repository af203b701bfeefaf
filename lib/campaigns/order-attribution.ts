import 'server-only'
import { cookies } from 'next/headers'
import { ATTRIBUTION_COOKIE, attributionFromCookie } from './attribution'
import { isKnownCampaign } from './campaign-reads'

/** What an order stores of the campaign that brought it (its `campaign` field, lib/orders/order-doc.ts). */
export type OrderCampaign = { campaign: string; channel: string; landing: string }

/**
 * The campaign in the shopper's cookie when she places an order (inside the placeOrder action), or null:
 * no cookie, a damaged one, one older than the window (lib/campaigns/attribution.ts), or one naming a
 * campaign staff made no link for (a cookie written by hand, or another site's utm_campaign), which would
 * otherwise add a made-up row to the staff's report. An unanswered read never stops the order.
 */
export async function currentOrderCampaign(now = Date.now()): Promise<OrderCampaign | null> {
  const attribution = attributionFromCookie((await cookies()).get(ATTRIBUTION_COOKIE)?.value, now)
  if (!attribution) return null
  if (!(await isKnownCampaign(attribution.campaign).catch(() => false))) return null
  const { campaign, channel, landing } = attribution
  return { campaign, channel, landing }
}
