import type { Firestore } from '@/lib/firebase/firestore-types'
import { MAIL_COLLECTION } from '@/lib/mail/outbox-doc'
import { placeGuestOrderInTransaction } from '@/lib/orders/placing/place-order-core'
import { TUNIC } from '@/test/fixtures/fixture-products'
import { address } from '@/test/fixtures/order-requests'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { sendStaffOrderDigest, STAFF_DIGEST_KIND } from './order-digest'

/** Staff hear of new orders: one mail per interval, listing every order since the last, against the emulator. */
jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const SETTINGS = { to: 'orders@fatin.example', everyMinutes: 10 }
let counter = 0

async function order(city: string): Promise<string> {
  counter += 1
  const outcome = await placeGuestOrderInTransaction(
    db,
    { guestId: `guest-${counter}`, lines: [{ productId: TUNIC, color: null, size: 'M', quantity: 1 }] },
    {
      idempotencyKey: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      promoCode: null,
      address: { ...address, city, mobile: `+92300${String(2000000 + counter)}` },
      email: `guest-${counter}@example.com`,
    },
  )
  if (!outcome.ok) throw new Error(outcome.code)
  return outcome.orderId
}

const staffMail = async () =>
  (await db.collection(MAIL_COLLECTION).where('kind', '==', STAFF_DIGEST_KIND).get()).docs.map((doc) =>
    doc.data(),
  )

describe('the staff digest of new orders', () => {
  it('mails the waiting orders at once, then at most once per interval, each order once', async () => {
    const now = Date.now()
    const first = await order('Lahore')
    const second = await order('Karachi')
    expect(await sendStaffOrderDigest(db, new Date(now + 1000), SETTINGS)).toBe(2)
    const [mail] = await staffMail()
    expect(mail?.to).toBe('orders@fatin.example')
    expect(mail?.orderIds).toEqual([first, second])
    expect(mail?.message.subject).toMatch(/^2 new orders: FT-[0-9A-F]{8}, FT-[0-9A-F]{8}$/)
    expect(mail?.message.text).toContain('Karachi')
    expect(mail?.message.text).toContain(`/staff/orders/${second}`)
    // One tunic each: "1 item", never "1 items".
    expect(mail?.message.text).toContain('· 1 item ·')
    expect(mail?.message.text).not.toContain('1 items')

    // A third order within the interval waits for the next mail.
    const third = await order('Multan')
    expect(await sendStaffOrderDigest(db, new Date(now + 60_000), SETTINGS)).toBe(0)
    expect(await staffMail()).toHaveLength(1)
    expect(await sendStaffOrderDigest(db, new Date(now + 11 * 60_000), SETTINGS)).toBe(1)
    const mails = await staffMail()
    expect(mails).toHaveLength(2)
    expect(
      mails
        .map((sent) => sent.orderIds)
        .flat()
        .sort(),
    ).toEqual([first, second, third].sort())
  })

  it('mails nobody when no staff address is set', async () => {
    await order('Lahore')
    expect(await sendStaffOrderDigest(db, new Date(), { to: null, everyMinutes: 0 })).toBe(0)
    expect(await staffMail()).toEqual([])
  })
})
