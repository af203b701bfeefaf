import { z } from 'zod'
import { isShopTargetPath } from './link-target'
import { isCampaignName } from './campaign-name'
import { CHANNEL_KEYS, isReportChannel, type Channel, type ReportChannel } from './channels'

/**
 * The campaigns' Firestore documents (docs/campaigns.md):
 *
 * - `shortLinks/{code}`: one campaign link, { target, campaign, channel, content, createdAt, createdBy }. The
 *   target is a path on the shop (lib/campaigns/link-target.ts); created once, never changed or reused.
 * - `campaigns/{campaign}`: that staff made a link for this campaign name, { campaign, createdAt }. Only
 *   these campaigns' landings are counted, so a stranger's invented utm_campaign creates no counters.
 * - `campaignCounterShards/{day}~{campaign}~{channel}~{shard}`: { day, campaign, channel, clicks, landings },
 *   Firestore's distributed counter: each click or landing increments one of COUNTER_SHARDS documents
 *   drawn at random, so a WhatsApp blast spreads its writes instead of queueing on one document (Firestore
 *   takes about one sustained write a second per document); the report adds the shards up. `day` is the
 *   shop's day (Pakistan time), so a date range reads whole days.
 */
export const SHORT_LINKS_COLLECTION = 'shortLinks'
export const CAMPAIGNS_COLLECTION = 'campaigns'
export const COUNTER_SHARDS_COLLECTION = 'campaignCounterShards'

/** Enough for about 16 × 1 = 16 sustained writes a second per campaign, channel and day in production. */
export const COUNTER_SHARDS = 16

const timestampLike = z.custom<{ toDate: () => Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
)

const ShortLinkDocSchema = z.object({
  target: z.custom<string>(isShopTargetPath),
  campaign: z.custom<string>(isCampaignName),
  channel: z.enum(CHANNEL_KEYS as [Channel, ...Channel[]]),
  content: z.string().nullable().catch(null),
  createdAt: timestampLike.nullable().catch(null),
  createdBy: z.string().nullable().catch(null),
})

export type ShortLink = Omit<z.infer<typeof ShortLinkDocSchema>, 'createdAt'> & {
  code: string
  createdAt: string | null
}

/** The one converter from a stored short link; null for a document that is not one (it then leads nowhere). */
export function shortLinkFromDoc(code: string, data: unknown): ShortLink | null {
  const parsed = ShortLinkDocSchema.safeParse(data)
  if (!parsed.success) return null
  const { createdAt, ...link } = parsed.data
  return { code, ...link, createdAt: createdAt ? createdAt.toDate().toISOString() : null }
}

export type CounterShard = {
  day: string
  campaign: string
  channel: ReportChannel
  clicks: number
  landings: number
}

const count = z.number().int().nonnegative().catch(0)
const CounterShardSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  campaign: z.custom<string>(isCampaignName),
  channel: z.custom<ReportChannel>(isReportChannel),
  clicks: count.default(0),
  landings: count.default(0),
})

export function counterShardFromDoc(data: unknown): CounterShard | null {
  const parsed = CounterShardSchema.safeParse(data)
  return parsed.success ? parsed.data : null
}

export function counterShardId(day: string, campaign: string, channel: ReportChannel, shard: number): string {
  return `${day}~${campaign}~${channel}~${shard}`
}
