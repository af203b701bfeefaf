import { legacyOrderNumber } from '@/lib/orders/order-number'
import { type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { queueOrderMail } from '@/lib/mail/queue-mail'
import { subscriberKey } from '@/lib/newsletter/newsletter-email'
import { storeSubscription } from '@/lib/newsletter/subscriptions'
import { signUnsubscribeToken } from '@/lib/newsletter/unsubscribe-token'
import { siteUrl } from '@/lib/site-url'
import { startFakeSmtp, type FakeSmtp } from '@/test/net/fake-smtp'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { FIRST_RETRY_MS, failureKind, retryDelayMs } from './delivery-failure'
import { createMailSender } from './mail-sender'
import { smtpTransport } from './mail-transport'

/**
 * The outbox sender against the in-process Firestore emulator (with locking transactions) and a fake SMTP
 * server that nodemailer really talks to: a message goes out once, even with two senders; a server that is
 * down delays it; a refused address ends it, visibly.
 */
let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

let smtp: FakeSmtp
beforeEach(async () => {
  smtp = await startFakeSmtp()
})
afterEach(() => smtp.stop())

const T0 = new Date('2026-11-28T10:00:00Z')
const SECRET = 'a-test-secret-that-is-at-least-32-characters'
let clock = T0
const CAP_MS = 60_000

function sender() {
  return createMailSender({
    db,
    transport: smtpTransport({ kind: 'host', host: '127.0.0.1', port: smtp.port, secure: false }),
    from: 'Fatin <orders@fatin.test>',
    retryCapMs: CAP_MS,
    now: () => clock,
  })
}

let counter = 0
/** Queues an order e-mail as the order transactions do. */
async function queued(to = 'ayesha@example.com'): Promise<string> {
  counter += 1
  const orderId = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`
  const id = await db.runTransaction(async (tx) =>
    queueOrderMail(
      tx,
      db,
      {
        id: orderId,
        number: legacyOrderNumber(orderId),
        language: 'en',
        email: to,
        lines: [],
        pricing: { subtotal: 1000, discount: 0, shipping: 0, total: 1000, promoCode: null },
        address: {
          fullName: 'Ayesha',
          address: 'House 12',
          city: 'Lahore',
          province: 'Punjab',
          postalCode: null,
        },
      },
      { kind: 'delivered' },
      clock,
      { allows: true, spend: () => {} },
    ),
  )
  if (!id) throw new Error('nothing queued')
  return id
}

const doc = async (id: string) => (await db.collection(MAIL_COLLECTION).doc(id).get()).data() ?? {}

beforeEach(() => {
  clock = T0
})

describe('the mail sender', () => {
  it("sends a due message and records SUCCESS with the server's reply", async () => {
    const id = await queued()
    expect(await sender().drain()).toBe(1)

    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.to).toEqual(['ayesha@example.com'])
    expect(smtp.received[0]?.data).toContain('Subject: Your Fatin order FT-00000000 was delivered')
    const stored = await doc(id)
    expect(stored.delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: { accepted: ['ayesha@example.com'], rejected: [], response: expect.stringContaining('250') },
    })
    expect(stored.delivery.info.messageId).toMatch(/^<.+@fatin\.test>$/)
    expect(stored.sendAfter).toBeNull()
    // Nothing is due any more: a second pass sends nothing.
    expect(await sender().drain()).toBe(0)
    expect(smtp.received).toHaveLength(1)
  })

  it("sends a newsletter message with its own header lines (List-Unsubscribe), an order's without", async () => {
    await storeSubscription(db, 'maha@example.com', 'home', 'en', SECRET, clock)
    const orderMailId = await queued()
    expect(await sender().drain()).toBe(2)

    const newsletter = smtp.received.find((mail) => mail.to.includes('maha@example.com'))?.data ?? ''
    const token = signUnsubscribeToken(SECRET, subscriberKey('maha@example.com'))
    // nodemailer may fold a long header line: compare it unfolded.
    expect(newsletter.replace(/\r\n[ \t]+/g, ' ')).toContain(
      `List-Unsubscribe: <${siteUrl()}/api/newsletter/unsubscribe?token=${token}>`,
    )
    expect(newsletter).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const order = smtp.received.find((mail) => mail.to.includes('ayesha@example.com'))?.data ?? ''
    expect(order).toContain('Subject: Your Fatin order')
    expect(order).not.toContain('List-Unsubscribe')
    expect((await doc(orderMailId)).delivery).toMatchObject({ state: 'SUCCESS' })
  })

  it('sends each message once when two senders drain at the same time', async () => {
    const ids = await Promise.all([queued(), queued(), queued(), queued()])
    const [a, b] = [sender(), sender()]
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()])

    expect(sentByA + sentByB).toBe(4)
    expect(smtp.received).toHaveLength(4)
    for (const id of ids) expect((await doc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 })
  })

  it('leaves a leased message to the sender that holds it, until the lease ends', async () => {
    const id = await queued()
    await smtp.stop()
    // A sender claims it and dies before recording anything: simulated by a claim whose send never ends.
    const stuck = createMailSender({
      db,
      transport: { sendMail: () => new Promise(() => {}) },
      from: 'x@fatin.test',
      retryCapMs: CAP_MS,
      now: () => clock,
    })
    void stuck.drain()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await doc(id)).delivery).toMatchObject({ state: 'PROCESSING', attempts: 1 })
    await smtp.start()
    expect(await sender().drain()).toBe(0)

    clock = new Date(T0.getTime() + 61_000)
    expect(await sender().drain()).toBe(1)
    expect((await doc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 })
    expect(smtp.received).toHaveLength(1)
  })

  it('keeps a message while the SMTP server is down, and sends it once it is back', async () => {
    const id = await queued()
    await smtp.stop()
    expect(await sender().drain()).toBe(1)

    const waiting = await doc(id)
    expect(waiting.delivery).toMatchObject({ state: 'PENDING', attempts: 1, leaseExpireTime: null })
    expect(waiting.delivery.error).toMatch(/ECONNECTION|ECONNREFUSED/)
    expect(waiting.sendAfter.toDate()).toEqual(new Date(T0.getTime() + FIRST_RETRY_MS))
    // Not due before its backoff ends.
    expect(await sender().drain()).toBe(0)

    clock = new Date(T0.getTime() + FIRST_RETRY_MS)
    expect(await sender().drain()).toBe(1)
    expect((await doc(id)).sendAfter.toDate()).toEqual(new Date(clock.getTime() + 2 * FIRST_RETRY_MS))

    await smtp.start()
    clock = new Date(clock.getTime() + 2 * FIRST_RETRY_MS)
    expect(await sender().drain()).toBe(1)
    expect((await doc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null })
    expect(smtp.received).toHaveLength(1)
  })

  it('gives up at once on an address the server refuses for good (5xx), and says why', async () => {
    smtp.refuse.set('nobody@example.com', '550 5.1.1 <nobody@example.com>: Recipient address rejected')
    const id = await queued('nobody@example.com')
    expect(await sender().drain()).toBe(1)

    const stored = await doc(id)
    expect(stored.delivery).toMatchObject({ state: 'ERROR', attempts: 1 })
    expect(stored.delivery.error).toContain('550 5.1.1')
    expect(stored.sendAfter).toBeNull()
    clock = new Date(T0.getTime() + 3_600_000)
    expect(await sender().drain()).toBe(0)
    expect(smtp.received).toHaveLength(0)
  })

  it('ends a document it cannot send as ERROR instead of leasing it for ever', async () => {
    const ref = db.collection(MAIL_COLLECTION).doc('broken')
    await ref.set({ kind: 'delivered', orderId: 'x', sendAfter: Timestamp.fromDate(T0) })
    expect(await sender().drain()).toBe(0)
    const stored = await doc('broken')
    expect(stored.delivery).toMatchObject({ state: 'ERROR', error: 'No recipient or message to send.' })
    expect(stored.sendAfter).toBeNull()
    expect(smtp.received).toHaveLength(0)
  })

  it('tries again after a temporary refusal (4xx)', async () => {
    smtp.refuse.set('busy@example.com', '451 4.7.1 Greylisted, try again later')
    const id = await queued('busy@example.com')
    await sender().drain()
    expect((await doc(id)).delivery).toMatchObject({ state: 'PENDING', attempts: 1 })

    smtp.refuse.clear()
    clock = new Date(T0.getTime() + FIRST_RETRY_MS)
    await sender().drain()
    expect((await doc(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 })
  })
})

describe('retry policy', () => {
  it('doubles the wait after each failure, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
    expect(retryDelayMs(200, 300_000)).toBe(300_000)
  })

  it('tells a permanent refusal from a passing failure', () => {
    expect(failureKind({ code: 'EENVELOPE', responseCode: 550 })).toBe('permanent')
    expect(failureKind({ code: 'EENVELOPE', responseCode: 451 })).toBe('transient')
    expect(failureKind({ code: 'ECONNECTION' })).toBe('transient')
    // A wrong SMTP password is the shop's to fix; the mail waits for it.
    expect(failureKind({ code: 'EAUTH', responseCode: 535 })).toBe('transient')
  })
})
