import 'server-only'
import { LRUCache } from 'lru-cache'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import type { Firestore } from '@/lib/firebase/firestore-types'
import {
  CAMPAIGNS_COLLECTION,
  COUNTER_SHARDS_COLLECTION,
  counterShardFromDoc,
  SHORT_LINKS_COLLECTION,
  shortLinkFromDoc,
  type CounterShard,
  type ShortLink,
} from './campaign-docs'

/**
 * Every read of the campaigns' documents (lib/campaigns/campaign-docs.ts).
 *
 * Cache policy: a short link found is kept in this process for 10 minutes, since a link is never changed
 * or reused once made (lib/campaigns/short-links.ts), so a WhatsApp blast on one link reads its document
 * once per server instance, not once per click; a code not found is not kept (a link made a second ago
 * works at once). Whether staff made a campaign is kept 10 minutes when it is true (it never becomes false)
 * and 30 seconds when it is false, for the landings of a campaign nobody made, in a cache of its own. The staff lists and the
 * report's counters are read fresh every time.
 */
const SHORT_LINK_TTL_MS = 10 * 60 * 1000
const UNKNOWN_CAMPAIGN_TTL_MS = 30 * 1000

const shortLinks = new LRUCache<string, ShortLink>({ max: 5_000, ttl: SHORT_LINK_TTL_MS })
const knownCampaigns = new LRUCache<string, true>({ max: 5_000, ttl: SHORT_LINK_TTL_MS })
// Apart from the known ones, so a flood of made-up names never pushes a real campaign out.
const unknownCampaigns = new LRUCache<string, true>({ max: 1_000, ttl: UNKNOWN_CAMPAIGN_TTL_MS })

export function shortLinkRef(db: Firestore, code: string) {
  return db.collection(SHORT_LINKS_COLLECTION).doc(code)
}

export function campaignRef(db: Firestore, campaign: string) {
  return db.collection(CAMPAIGNS_COLLECTION).doc(campaign)
}

export function counterShardRef(db: Firestore, id: string) {
  return db.collection(COUNTER_SHARDS_COLLECTION).doc(id)
}

/** Whether this server holds the link behind `code` already, so opening it reads nothing. */
export function hasCachedShortLink(code: string): boolean {
  return shortLinks.has(code)
}

/** The link behind /l/{code}, or null. Cached (see the top). */
export async function readShortLink(code: string, db: Firestore = adminDb()): Promise<ShortLink | null> {
  const cached = shortLinks.get(code)
  if (cached) return cached
  const snapshot = await firestoreCall('read short link', () => shortLinkRef(db, code).get())
  const link = snapshot.exists ? shortLinkFromDoc(code, snapshot.data()) : null
  if (link) shortLinks.set(code, link)
  return link
}

/** Whether staff made a link for this campaign. Cached (see the top). */
export async function isKnownCampaign(campaign: string, db: Firestore = adminDb()): Promise<boolean> {
  if (knownCampaigns.has(campaign)) return true
  if (unknownCampaigns.has(campaign)) return false
  const snapshot = await firestoreCall('read campaign', () => campaignRef(db, campaign).get())
  if (snapshot.exists) knownCampaigns.set(campaign, true)
  else unknownCampaigns.set(campaign, true)
  return snapshot.exists
}

/** The newest campaign links, for /staff/links. Never cached. */
export async function readRecentShortLinks(limit = 50, db: Firestore = adminDb()): Promise<ShortLink[]> {
  const snapshot = await firestoreCall('list short links', () =>
    db.collection(SHORT_LINKS_COLLECTION).orderBy('createdAt', 'desc').limit(limit).get(),
  )
  return snapshot.docs
    .map((doc) => shortLinkFromDoc(doc.id, doc.data()))
    .filter((link): link is ShortLink => link !== null)
}

/** Every counter shard of the shop days from `fromDay` to `toDay`, both included. Never cached. */
export async function readCounterShards(
  fromDay: string,
  toDay: string,
  db: Firestore = adminDb(),
): Promise<CounterShard[]> {
  const snapshot = await firestoreCall('read campaign counters', () =>
    db.collection(COUNTER_SHARDS_COLLECTION).where('day', '>=', fromDay).where('day', '<=', toDay).get(),
  )
  return snapshot.docs
    .map((doc) => counterShardFromDoc(doc.data()))
    .filter((shard): shard is CounterShard => shard !== null)
}
