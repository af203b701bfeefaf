import 'server-only'
import { randomInt } from 'node:crypto'
import { firestoreCall } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { shopDay } from '@/lib/staff/shop-day'
import { COUNTER_SHARDS, counterShardId } from './campaign-docs'
import { counterShardRef } from './campaign-reads'
import type { ReportChannel } from './channels'

export type CampaignHit = 'clicks' | 'landings'

/**
 * Counts one click or landing: an increment of one shard drawn at random (lib/campaigns/campaign-docs.ts),
 * a blind write that never reads, so concurrent hits never retry on each other. What is stored is the
 * campaign, channel, day and a number: nothing about who clicked.
 */
export async function countCampaignHit(
  db: Firestore,
  hit: CampaignHit,
  campaign: string,
  channel: ReportChannel,
  now: Date,
): Promise<void> {
  const day = shopDay(now)
  const shard = randomInt(COUNTER_SHARDS)
  await firestoreCall(`count campaign ${hit}`, () =>
    counterShardRef(db, counterShardId(day, campaign, channel, shard)).set(
      { day, campaign, channel, [hit]: FieldValue.increment(1) },
      { merge: true },
    ),
  )
}
