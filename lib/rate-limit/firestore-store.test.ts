import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { FirestoreRateLimitStore, RATE_LIMITS_COLLECTION } from './firestore-store'
import { hashedKey, limit } from './rate-limit'

/** The shared store against a real (local, in-process) Firestore emulator. */
let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const rule = { id: 'test', limit: 3, windowSeconds: 60 }
const T0 = 1_700_000_000_000

describe('FirestoreRateLimitStore (Firestore emulator)', () => {
  it('allows up to the limit, refuses with the seconds left, and opens a new window after it', async () => {
    const store = new FirestoreRateLimitStore(() => db)
    for (let i = 0; i < 3; i += 1) expect(await store.hit('k', rule, T0 + i * 1000)).toEqual({ ok: true })
    expect(await store.hit('k', rule, T0 + 20_000)).toEqual({ ok: false, retryAfterSeconds: 40 })
    expect(await store.hit('k', rule, T0 + 60_000)).toEqual({ ok: true })
  })

  it('is shared: a second server instance sees the first one’s hits', async () => {
    const one = new FirestoreRateLimitStore(() => db)
    const two = new FirestoreRateLimitStore(() => db)
    await one.hit('k', rule, T0)
    await two.hit('k', rule, T0)
    await one.hit('k', rule, T0)
    expect(await two.hit('k', rule, T0)).toMatchObject({ ok: false })
  })

  it('stores one document per hashed key with an expiry for a TTL policy, and nothing readable', async () => {
    const store = new FirestoreRateLimitStore(() => db)
    const key = { kind: 'email', email: 'amina@example.com' } as const
    await limit(key, rule, store, T0)
    await limit(key, rule, store, T0 + 5000)

    const docs = (await db.collection(RATE_LIMITS_COLLECTION).get()).docs
    expect(docs.map((doc) => doc.id)).toEqual([hashedKey(key, rule)])
    expect(docs[0]?.id).toMatch(/^[0-9a-f]{64}$/)
    const data = docs[0]?.data() ?? {}
    expect(data).toMatchObject({ rule: 'test', count: 2, windowStart: T0 })
    expect(data.expiresAt.toMillis()).toBe(T0 + 60_000)
    expect(JSON.stringify(data)).not.toContain('amina')
  })

  it('starts afresh from a damaged counter instead of blocking for ever', async () => {
    const store = new FirestoreRateLimitStore(() => db)
    await db.collection(RATE_LIMITS_COLLECTION).doc('k').set({ count: 'lots' })
    expect(await store.hit('k', rule, T0)).toEqual({ ok: true })
    expect((await db.collection(RATE_LIMITS_COLLECTION).doc('k').get()).get('count')).toBe(1)
  })
})
