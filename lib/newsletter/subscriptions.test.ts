import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { confirmSubscription } from './confirm-subscription'
import { newsletterLinkState } from './newsletter-reads'
import { subscriberKey } from './newsletter-email'
import { NEWSLETTER_LINK_TTL_MS, signNewsletterToken } from './newsletter-token'
import { CONFIRM_RESEND_INTERVAL_MS, storeSubscription } from './subscriptions'
import { NEWSLETTER_COLLECTION } from './newsletter-reads'

/** The newsletter's double opt-in against the Firestore emulator: the sign-up, its e-mail and the link. */
jest.setTimeout(30_000)

const SECRET = 'a-test-secret-that-is-at-least-32-characters'
const T0 = new Date('2026-11-28T10:00:00Z')
const later = (ms: number) => new Date(T0.getTime() + ms)

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

async function mailFor(email: string) {
  return (await db.collection(MAIL_COLLECTION).where('to', '==', email).get()).docs
}

async function subscription(email: string) {
  return db.collection(NEWSLETTER_COLLECTION).doc(subscriberKey(email)).get()
}

/** The token in a message's plain-text part. */
function tokenIn(text: string): string {
  return /\/newsletter\/confirm\/(n1\.[^\s"]+)/.exec(text)?.[1] ?? ''
}

describe('storeSubscription', () => {
  it('stores a sign-up as pending and queues one confirmation e-mail in the page language with it', async () => {
    expect(await storeSubscription(db, 'amina@example.pk', 'home', 'ur', SECRET, T0)).toBe('pending-sent')
    const stored = await subscription('amina@example.pk')
    expect(stored.get('status')).toBe('pending')
    expect(stored.get('confirmedAt')).toBeNull()
    expect(stored.get('language')).toBe('ur')
    const mail = await mailFor('amina@example.pk')
    expect(mail).toHaveLength(1)
    expect(mail[0]?.get('kind')).toBe('newsletter-confirm')
    expect(mail[0]?.get('language')).toBe('ur')
    expect(mail[0]?.get('delivery.state')).toBe('PENDING')
    const text: string = mail[0]?.get('message.text')
    expect(text).toContain('میری رکنیت کی تصدیق کریں')
    expect(text).toContain('/ur/newsletter/confirm/n1.')
    expect(await newsletterLinkState(db, SECRET, tokenIn(text), T0)).toBe('ready')
  })

  it('sends a pending address its link again only once the resend interval has passed', async () => {
    await storeSubscription(db, 'sana@example.com', 'home', 'en', SECRET, T0)
    expect(await storeSubscription(db, 'SANA@example.com', 'home', 'en', SECRET, later(60_000))).toBe(
      'unchanged',
    )
    expect(await mailFor('sana@example.com')).toHaveLength(1)
    expect(
      await storeSubscription(
        db,
        'sana@example.com',
        'home',
        'en',
        SECRET,
        later(CONFIRM_RESEND_INTERVAL_MS),
      ),
    ).toBe('pending-resent')
    expect(await mailFor('sana@example.com')).toHaveLength(2)
    // The first sign-up's date stays.
    const stored = await subscription('sana@example.com')
    expect(stored.get('status')).toBe('pending')
  })

  it('changes nothing and sends nothing for a confirmed address that signs up again', async () => {
    await storeSubscription(db, 'hira@example.com', 'home', 'en', SECRET, T0)
    const [first] = await mailFor('hira@example.com')
    expect(await confirmSubscription(db, SECRET, tokenIn(first?.get('message.text')), T0)).toBe('confirmed')
    const before = await subscription('hira@example.com')
    const outcome = await storeSubscription(
      db,
      'hira@example.com',
      'home',
      'ur',
      SECRET,
      later(2 * CONFIRM_RESEND_INTERVAL_MS),
    )
    expect(outcome).toBe('unchanged')
    expect(await mailFor('hira@example.com')).toHaveLength(1)
    const after = await subscription('hira@example.com')
    expect(after.data()).toEqual(before.data())
  })
})

describe('confirmSubscription', () => {
  it('confirms once, with the time; a second press finds it already confirmed and changes nothing', async () => {
    await storeSubscription(db, 'zara@example.com', 'home', 'en', SECRET, T0)
    const [mail] = await mailFor('zara@example.com')
    const token = tokenIn(mail?.get('message.text'))
    expect(await confirmSubscription(db, SECRET, token, later(1000))).toBe('confirmed')
    const confirmed = await subscription('zara@example.com')
    expect(confirmed.get('status')).toBe('confirmed')
    expect(confirmed.get('confirmedAt').toDate()).toBeInstanceOf(Date)
    expect(await confirmSubscription(db, SECRET, token, later(2000))).toBe('already-confirmed')
    expect(await newsletterLinkState(db, SECRET, token, later(2000))).toBe('already-confirmed')
    expect((await subscription('zara@example.com')).get('confirmedAt').toMillis()).toBe(
      confirmed.get('confirmedAt').toMillis(),
    )
  })

  it('leaves a subscription pending for an expired or forged link', async () => {
    await storeSubscription(db, 'noor@example.com', 'home', 'en', SECRET, T0)
    const [mail] = await mailFor('noor@example.com')
    const token = tokenIn(mail?.get('message.text'))
    const tooLate = later(NEWSLETTER_LINK_TTL_MS + 1000)
    expect(await newsletterLinkState(db, SECRET, token, tooLate)).toBe('expired')
    expect(await confirmSubscription(db, SECRET, token, tooLate)).toBe('expired')
    const forged = signNewsletterToken(
      'another-secret-of-enough-length-123456',
      subscriberKey('noor@example.com'),
      T0,
    )
    expect(await newsletterLinkState(db, SECRET, forged, T0)).toBe('not-valid')
    expect(await confirmSubscription(db, SECRET, forged, T0)).toBe('not-valid')
    expect(await confirmSubscription(db, SECRET, 'nonsense', T0)).toBe('not-valid')
    expect((await subscription('noor@example.com')).get('status')).toBe('pending')
  })

  it('is not valid for a genuine link whose subscription is gone', async () => {
    const token = signNewsletterToken(SECRET, subscriberKey('gone@example.com'), T0)
    expect(await confirmSubscription(db, SECRET, token, T0)).toBe('not-valid')
    expect((await subscription('gone@example.com')).exists).toBe(false)
  })
})
