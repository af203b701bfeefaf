import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { subscriberKey } from './newsletter-email'

/**
 * The newsletter sign-up action against a real (local, in-process) Firestore emulator, with the real limiter
 * (in-memory store). Only the request's headers are faked, to choose the client's address.
 */
let mockForwardedFor = '198.51.100.1'
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-shop-connection-address': mockForwardedFor }),
}))
const mockStoreFails = { now: false }
jest.mock('./subscriptions', () => {
  const actual = jest.requireActual('./subscriptions')
  return {
    ...actual,
    storeSubscription: (...args: Parameters<typeof actual.storeSubscription>) =>
      mockStoreFails.now ? Promise.reject(new Error('unavailable')) : actual.storeSubscription(...args),
  }
})

import { subscribeToNewsletter } from './actions'
import { NEWSLETTER_COLLECTION } from './newsletter-reads'

jest.setTimeout(30_000)

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

let counter = 0
beforeEach(() => {
  mockStoreFails.now = false
  // Every test signs up from its own address, so the per-address counts of one test do not reach the next.
  counter += 1
  mockForwardedFor = `198.51.100.${counter}`
})

function form(email: string, source = 'home', language = 'en') {
  const data = new FormData()
  data.set('email', email)
  data.set('source', source)
  data.set('language', language)
  return data
}

async function subscriptions() {
  return (await db.collection(NEWSLETTER_COLLECTION).get()).docs
}

const TOO_MANY = 'too-many-attempts'

describe('subscribeToNewsletter', () => {
  it('stores the normalised address under a hash of it, pending, with the date, the source and its e-mail', async () => {
    expect(await subscribeToNewsletter(form('  Amina.Khan@Example.PK ', 'home', 'ur'))).toEqual({ ok: true })
    const docs = await subscriptions()
    expect(docs).toHaveLength(1)
    expect(docs[0]?.id).toBe(subscriberKey('amina.khan@example.pk'))
    expect(docs[0]?.get('email')).toBe('Amina.Khan@example.pk')
    expect(docs[0]?.get('source')).toBe('home')
    expect(docs[0]?.get('createdAt').toDate()).toBeInstanceOf(Date)
    expect(docs[0]?.get('status')).toBe('pending')
    const mail = await db.collection('mail').where('to', '==', 'Amina.Khan@example.pk').get()
    expect(mail.docs.map((doc) => [doc.get('kind'), doc.get('language')])).toEqual([
      ['newsletter-confirm', 'ur'],
    ])
  })

  it('answers a second sign-up for the same mailbox exactly like the first, and keeps the first', async () => {
    const first = await subscribeToNewsletter(form('sana@example.com'))
    const [stored] = await subscriptions()
    const second = await subscribeToNewsletter(form('SANA@EXAMPLE.COM'))
    expect(second).toEqual(first)
    const docs = await subscriptions()
    expect(docs).toHaveLength(1)
    expect(docs[0]?.get('email')).toBe('sana@example.com')
    expect(docs[0]?.get('createdAt').toMillis()).toBe(stored?.get('createdAt').toMillis())
  })

  it('refuses an address that is not one, with its code, and stores nothing', async () => {
    expect(await subscribeToNewsletter(form('amina-at-example'))).toEqual({
      ok: false,
      code: 'invalid-input',
      fieldErrors: { email: 'newsletter-email-invalid' },
    })
    expect(await subscribeToNewsletter(new FormData())).toMatchObject({
      ok: false,
      fieldErrors: { email: 'newsletter-email-empty' },
    })
    expect(await subscriptions()).toHaveLength(0)
  })

  it('allows 5 sign-ups an hour for one mailbox, from anywhere, then asks to wait', async () => {
    for (let i = 0; i < 5; i += 1) {
      mockForwardedFor = `203.0.113.${i + 1}`
      expect(await subscribeToNewsletter(form(i % 2 ? 'hira@example.com' : 'Hira@Example.com'))).toEqual({
        ok: true,
      })
    }
    mockForwardedFor = '203.0.113.99'
    expect(await subscribeToNewsletter(form('hira@example.com'))).toEqual({ ok: false, code: TOO_MANY })
    expect(await subscribeToNewsletter(form('zara@example.com'))).toEqual({ ok: true })
  })

  it('allows 30 sign-ups an hour from one address, then asks to wait; other addresses sign up on', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect(await subscribeToNewsletter(form(`reader-${counter}-${i}@example.com`))).toEqual({ ok: true })
    }
    expect(await subscribeToNewsletter(form(`reader-${counter}-late@example.com`))).toEqual({
      ok: false,
      code: TOO_MANY,
    })
    expect(await subscriptions()).toHaveLength(30)

    mockForwardedFor = '192.0.2.200'
    expect(await subscribeToNewsletter(form(`reader-${counter}-late@example.com`))).toEqual({ ok: true })
  })

  it('says plainly that it failed, so the subscriber can try again, when the database does not answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    mockStoreFails.now = true
    expect(await subscribeToNewsletter(form('noor@example.com'))).toEqual({
      ok: false,
      code: 'subscribe-failed',
    })
  })
})
