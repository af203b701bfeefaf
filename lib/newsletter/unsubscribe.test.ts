import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { siteUrl } from '@/lib/site-url'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { confirmSubscription } from './confirm-subscription'
import { newsletterLinkState } from './newsletter-reads'
import { subscriberKey } from './newsletter-email'
import { storeSubscription } from './subscriptions'
import { NEWSLETTER_COLLECTION } from './newsletter-reads'
import { unsubscribe } from './unsubscribe'
import { unsubscribeState } from './newsletter-reads'
import { signUnsubscribeToken } from './unsubscribe-token'

/** Leaving the newsletter against the Firestore emulator: the mail's way out, the link, signing up again. */
jest.setTimeout(30_000)

const SECRET = 'a-test-secret-that-is-at-least-32-characters'
const T0 = new Date('2026-11-28T10:00:00Z')
const later = (ms: number) => new Date(T0.getTime() + ms)
const DAY_MS = 24 * 60 * 60 * 1000

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

async function mailFor(email: string) {
  return (await db.collection(MAIL_COLLECTION).where('to', '==', email).orderBy('sendAfter').get()).docs
}

async function subscription(email: string) {
  return db.collection(NEWSLETTER_COLLECTION).doc(subscriberKey(email)).get()
}

const confirmTokenIn = (text: string) => /\/newsletter\/confirm\/(n1\.[^\s"]+)/.exec(text)?.[1] ?? ''
const unsubscribeTokenIn = (text: string) =>
  /\/newsletter\/unsubscribe\?token=(u1\.[^\s"&]+)/.exec(text)?.[1] ?? ''

describe('the way out in every newsletter e-mail', () => {
  it('carries one-click headers and a visible link to the page, in the subscriber language', async () => {
    await storeSubscription(db, 'amina@example.pk', 'home', 'ur', SECRET, T0)
    const [mail] = await mailFor('amina@example.pk')
    const message = mail?.get('message') as { text: string; html: string; headers: Record<string, string> }
    const token = signUnsubscribeToken(SECRET, subscriberKey('amina@example.pk'))
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${siteUrl()}/api/newsletter/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(message.text).toContain(`رکنیت ختم کریں: ${siteUrl()}/ur/newsletter/unsubscribe?token=${token}`)
    expect(message.html).toContain(
      `<a href="${siteUrl()}/ur/newsletter/unsubscribe?token=${token}" style="color:#6b2d5c">رکنیت ختم کریں</a>`,
    )
  })

  it('is in English for an English sign-up', async () => {
    await storeSubscription(db, 'sana@example.com', 'home', 'en', SECRET, T0)
    const [mail] = await mailFor('sana@example.com')
    expect(mail?.get('message.text')).toContain(
      `\nUnsubscribe: ${siteUrl()}/newsletter/unsubscribe?token=u1.`,
    )
  })
})

describe('unsubscribe', () => {
  it('ends a confirmed subscription with the time, once; the link keeps saying so', async () => {
    await storeSubscription(db, 'hira@example.com', 'home', 'en', SECRET, T0)
    const [mail] = await mailFor('hira@example.com')
    const text: string = mail?.get('message.text')
    await confirmSubscription(db, SECRET, confirmTokenIn(text), T0)
    const token = unsubscribeTokenIn(text)
    expect(await unsubscribeState(db, SECRET, token)).toBe('subscribed')

    expect(await unsubscribe(db, SECRET, token)).toBe('unsubscribed')
    const ended = await subscription('hira@example.com')
    expect(ended.get('status')).toBe('unsubscribed')
    expect(ended.get('unsubscribedAt').toDate()).toBeInstanceOf(Date)
    expect(await unsubscribeState(db, SECRET, token)).toBe('unsubscribed')
    // Twice is harmless and writes nothing.
    expect(await unsubscribe(db, SECRET, token)).toBe('unsubscribed')
    expect((await subscription('hira@example.com')).data()).toEqual(ended.data())
  })

  it('ends a pending sign-up, whose confirmation link then confirms nothing', async () => {
    await storeSubscription(db, 'zara@example.com', 'home', 'en', SECRET, T0)
    const [mail] = await mailFor('zara@example.com')
    const text: string = mail?.get('message.text')
    expect(await unsubscribe(db, SECRET, unsubscribeTokenIn(text))).toBe('unsubscribed')
    expect(await newsletterLinkState(db, SECRET, confirmTokenIn(text), T0)).toBe('unsubscribed')
    expect(await confirmSubscription(db, SECRET, confirmTokenIn(text), T0)).toBe('unsubscribed')
    expect((await subscription('zara@example.com')).get('status')).toBe('unsubscribed')
  })

  it('changes nothing for a forged or foreign token', async () => {
    await storeSubscription(db, 'noor@example.com', 'home', 'en', SECRET, T0)
    const key = subscriberKey('noor@example.com')
    const forged = signUnsubscribeToken('another-secret-of-enough-length-123456', key)
    expect(await unsubscribeState(db, SECRET, forged)).toBe('not-valid')
    expect(await unsubscribe(db, SECRET, forged)).toBe('not-valid')
    expect(await unsubscribe(db, SECRET, 'nonsense')).toBe('not-valid')
    expect((await subscription('noor@example.com')).get('status')).toBe('pending')
  })

  it('lets the address sign up again later, with double opt-in from the start', async () => {
    await storeSubscription(db, 'maha@example.com', 'home', 'en', SECRET, T0)
    const [first] = await mailFor('maha@example.com')
    const firstText: string = first?.get('message.text')
    await confirmSubscription(db, SECRET, confirmTokenIn(firstText), T0)
    await unsubscribe(db, SECRET, unsubscribeTokenIn(firstText))

    expect(await storeSubscription(db, 'maha@example.com', 'home', 'ur', SECRET, later(DAY_MS))).toBe(
      'pending-sent',
    )
    const again = await subscription('maha@example.com')
    expect(again.get('status')).toBe('pending')
    expect(again.get('confirmedAt')).toBeNull()
    const mails = await mailFor('maha@example.com')
    expect(mails).toHaveLength(2)
    const secondText: string = mails[1]?.get('message.text')
    expect(secondText).toContain('/ur/newsletter/confirm/n1.')
    expect(await confirmSubscription(db, SECRET, confirmTokenIn(secondText), later(DAY_MS))).toBe('confirmed')
    // The old mail's link still works: unsubscribe links do not expire.
    expect(await unsubscribeState(db, SECRET, unsubscribeTokenIn(firstText))).toBe('subscribed')
  })
})
