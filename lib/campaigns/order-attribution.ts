import 'server-only'
import { cookies } from 'next/headers'
import { ATTRIBUTION_COOKIE, attributionFromCookie } from './attribution'

/** What an order stores of the campaign that brought it (its `campaign` field, lib/orders/order-doc.ts). */
export type OrderCampaign = { campaign: string; channel: string; landing: string }

/**
 * The campaign in the shopper's cookie when she places an order (inside the placeOrder action), or null:
 * no cookie, a damaged one, or one older than the window (lib/campaigns/attribution.ts).
 */
export async function currentOrderCampaign(now = Date.now()): Promise<OrderCampaign | null> {
  const attribution = attributionFromCookie((await cookies()).get(ATTRIBUTION_COOKIE)?.value, now)
  if (!attribution) return null
  const { campaign, channel, landing } = attribution
  return { campaign, channel, landing }
}
