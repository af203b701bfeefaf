import 'server-only'
import { firestoreTransaction } from '@/lib/firebase/calls'
import { FieldValue, type Firestore } from '@/lib/firebase/firestore-types'
import { campaignRef, shortLinkRef } from './campaign-reads'
import type { CampaignTag } from './campaign-url'
import { newShortCode } from './short-code'

/** Draws before giving up; with 7.8 × 10^11 codes a second draw is already rare. */
const DRAWS = 5

/**
 * Makes a short link for a campaign link, in a transaction that refuses a code that exists (it reads the
 * code, and `create` fails if it appeared meanwhile), so a code is never given twice, and records that the
 * campaign exists (its landings are counted from then on: app/api/campaigns/landing/route.ts).
 */
export async function createShortLink(
  db: Firestore,
  link: { target: string; tag: CampaignTag; staffUid: string },
  draw: () => string = newShortCode,
): Promise<string> {
  for (let attempt = 0; attempt < DRAWS; attempt++) {
    const code = draw()
    const made = await firestoreTransaction(db, 'create short link', async (tx) => {
      const ref = shortLinkRef(db, code)
      if ((await tx.get(ref)).exists) return false
      tx.create(ref, {
        target: link.target,
        campaign: link.tag.campaign,
        channel: link.tag.channel,
        content: link.tag.content ?? null,
        createdAt: FieldValue.serverTimestamp(),
        createdBy: link.staffUid,
      })
      tx.set(
        campaignRef(db, link.tag.campaign),
        { campaign: link.tag.campaign, createdAt: FieldValue.serverTimestamp() },
        { merge: true },
      )
      return true
    })
    if (made) return code
  }
  throw new Error('could not draw an unused short code')
}
