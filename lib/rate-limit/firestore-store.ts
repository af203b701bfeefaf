import 'server-only'
import { z } from 'zod'
import { Timestamp, type Firestore } from '@/lib/firebase/firestore-types'
import { stepWindow, windowEnd, type WindowState } from './fixed-window'
import type { RateDecision, RateLimitStore, RateRule } from './types'

export const RATE_LIMITS_COLLECTION = 'rateLimits'

const StoredWindowSchema = z.object({
  count: z.number().int().nonnegative(),
  windowStart: z.number().nonnegative(),
})

function stateFrom(data: unknown): WindowState | null {
  const parsed = StoredWindowSchema.safeParse(data)
  // A damaged counter starts a new window rather than blocking someone forever.
  return parsed.success ? parsed.data : null
}

/**
 * Counters shared by every server instance: `rateLimits/{hashedKey}` = { rule, count, windowStart,
 * expiresAt }, read and written in one transaction per check (a refused hit writes nothing). Costs one read
 * and one write per allowed hit, and one key hit hard from many places at once contends on one document
 * (Firestore sustains about one write a second per document), which is why the keys are narrow (one
 * account, one address, one e-mail). `expiresAt` is for a Firestore TTL policy that deletes old counters.
 */
export class FirestoreRateLimitStore implements RateLimitStore {
  constructor(private readonly db: () => Firestore) {}

  async hit(hashedKey: string, rule: RateRule, nowMs: number): Promise<RateDecision> {
    const db = this.db()
    const ref = db.collection(RATE_LIMITS_COLLECTION).doc(hashedKey)
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref)
      const { decision, next } = stepWindow(stateFrom(snapshot.data()), rule, nowMs)
      if (next) {
        tx.set(ref, {
          rule: rule.id,
          count: next.count,
          windowStart: next.windowStart,
          expiresAt: Timestamp.fromMillis(windowEnd(next, rule)),
        })
      }
      return decision
    })
  }
}
