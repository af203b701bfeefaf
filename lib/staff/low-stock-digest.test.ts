import type { Firestore } from '@/lib/firebase/firestore-types'
import { ABAYA, KAFTAN, SCARF, TUNIC } from '@/test/fixtures/fixture-products'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { stockRef } from '@/lib/stock/stock-reads'
import { LOW_STOCK_DIGEST_KIND, sendLowStockDigest } from './low-stock-digest'

jest.mock('@/data/products', () => ({
  products: jest.requireActual('@/test/fixtures/fixture-products').fixtureProducts,
}))

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const settings = { to: 'staff@fatin.test', everyMinutes: 10 }
const day1 = new Date('2026-05-01T06:00:00Z')
const laterDay1 = new Date('2026-05-01T15:00:00Z')
const day2 = new Date('2026-05-02T06:00:00Z')

async function digests() {
  const snapshot = await db.collection('mail').where('kind', '==', LOW_STOCK_DIGEST_KIND).get()
  return snapshot.docs.map((doc) => doc.get('message') as { subject: string; text: string })
}

const set = (productId: number, variants: Record<string, number>) =>
  stockRef(db, productId).set({ variants, available: Object.values(variants).reduce((a, b) => a + b, 0) })

describe('the daily low-stock mail to staff', () => {
  beforeEach(async () => {
    // Plenty of everything but what each test lowers (the lipstick has none to begin with: it is low).
    await set(ABAYA, { 'Black|S': 9, 'Black|M': 9, 'Black|L': 9, 'Navy|S': 9, 'Navy|M': 9, 'Navy|L': 9 })
    await set(SCARF, { 'Emerald|': 9 })
    await set(KAFTAN, { 'Beige|M': 20 })
    await set(TUNIC, { '|S': 50, '|M': 50 })
  })

  it('lists what is low on the first day, once a day, and then only what crossed the line since', async () => {
    await set(ABAYA, { 'Black|S': 9, 'Black|M': 2, 'Black|L': 9, 'Navy|S': 9, 'Navy|M': 9, 'Navy|L': 9 })
    expect(await sendLowStockDigest(db, day1, settings)).toBe(2)
    const [first] = await digests()
    expect(first?.subject).toBe('Low stock: 2 sizes or colours at 5 or fewer')
    expect(first?.text).toContain('Test Lipstick: sold out')
    expect(first?.text).toContain('Test Abaya, Black / M: 2 left')

    // The same day again: nothing, whatever changed.
    await set(SCARF, { 'Emerald|': 1 })
    expect(await sendLowStockDigest(db, laterDay1, settings)).toBe(0)

    // The next day: only the scarf, which crossed since; the abaya and lipstick stayed low.
    expect(await sendLowStockDigest(db, day2, settings)).toBe(1)
    const mails = await digests()
    expect(mails).toHaveLength(2)
    expect(mails.find((mail) => mail.subject.startsWith('Low stock: 1'))?.text).toContain(
      'Test Scarf, Emerald: 1 left',
    )
    expect(mails.find((mail) => mail.subject.startsWith('Low stock: 1'))?.text).not.toContain('Test Abaya')
  })

  it('sends nothing without a staff address', async () => {
    expect(await sendLowStockDigest(db, day1, { to: null, everyMinutes: 10 })).toBe(0)
    expect(await digests()).toEqual([])
  })
})
