import type { Firestore } from '@/lib/firebase/firestore-types'
import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import { INVITATIONS_PER_DAY, type MailKind, readRecipientAllowance } from './recipient-allowance'

let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const NOW = new Date('2026-12-06T08:00:00.000Z')
const CAP = 8

/** Queues one message of `kind` if the allowance lets it; whether it did. */
function send(address: string, kind: MailKind, now = NOW): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const allowance = await readRecipientAllowance(tx, db, address, now, { kind, cap: CAP })
    if (allowance.allows) allowance.spend()
    return allowance.allows
  })
}

describe('the daily mail cap on one inbox', () => {
  it('lets a stranger\u2019s sign-ups take only a few places, so an order\u2019s mail still goes out', async () => {
    const sent: boolean[] = []
    // A stranger signs the address up again and again, with +tags that reach the same inbox.
    for (let n = 0; n < 6; n += 1) sent.push(await send(`ayesha+${n}@example.com`, 'invitation'))
    expect(sent.filter(Boolean)).toHaveLength(INVITATIONS_PER_DAY)
    // Her order's receipt and status mails still fit, up to the cap of all kinds together.
    const orderMails: boolean[] = []
    for (let n = 0; n < CAP; n += 1) orderMails.push(await send('ayesha@example.com', 'order'))
    expect(orderMails.filter(Boolean)).toHaveLength(CAP - INVITATIONS_PER_DAY)
  })

  it('counts invitations within the cap of all kinds, and starts again the next shop day', async () => {
    for (let n = 0; n < CAP; n += 1) await send('sana@example.com', 'order')
    expect(await send('sana@example.com', 'invitation')).toBe(false)
    expect(await send('sana@example.com', 'order')).toBe(false)
    const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60 * 1000)
    expect(await send('sana@example.com', 'invitation', tomorrow)).toBe(true)
    expect(await send('sana@example.com', 'order', tomorrow)).toBe(true)
  })
})
