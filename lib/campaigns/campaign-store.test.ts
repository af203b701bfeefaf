import { withEmulatorFirestore } from '@/test/firestore/emulator-suite'
import type { Firestore } from '@/lib/firebase/firestore-types'
import { countCampaignHit } from './campaign-counters'
import { COUNTER_SHARDS } from './campaign-docs'
import { isKnownCampaign, readCounterShards, readShortLink } from './campaign-reads'
import { createShortLink } from './short-links'

/** Short links and counters against a real (local, in-process) Firestore emulator. */
let db: Firestore
withEmulatorFirestore((ready) => (db = ready))

const NOW = new Date('2026-12-06T07:00:00Z') // noon in Karachi

describe('createShortLink', () => {
  it('stores the link under a new code and records the campaign', async () => {
    const code = await createShortLink(
      db,
      { target: '/sale', tag: { campaign: 'store-a', channel: 'sms' }, staffUid: 'staff-1' },
      () => 'AAAAAAA',
    )
    expect(code).toBe('AAAAAAA')
    expect(await readShortLink(code, db)).toMatchObject({
      code,
      target: '/sale',
      campaign: 'store-a',
      channel: 'sms',
    })
    expect(await isKnownCampaign('store-a', db)).toBe(true)
  })

  it('never gives a code twice: a code in use is drawn again', async () => {
    const draws = ['BBBBBBB', 'BBBBBBB', 'CCCCCCC']
    const draw = () => draws.shift() ?? 'DDDDDDD'
    const first = await createShortLink(
      db,
      { target: '/sale', tag: { campaign: 'store-b', channel: 'email' }, staffUid: 's' },
      draw,
    )
    const second = await createShortLink(
      db,
      { target: '/product/1', tag: { campaign: 'store-b', channel: 'email' }, staffUid: 's' },
      draw,
    )
    expect([first, second]).toEqual(['BBBBBBB', 'CCCCCCC'])
    expect((await readShortLink('BBBBBBB', db))?.target).toBe('/sale')
  })
})

describe('countCampaignHit', () => {
  it('spreads hits over the shards and the report adds them up exactly', async () => {
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        countCampaignHit(db, index % 4 === 0 ? 'landings' : 'clicks', 'store-c', 'whatsapp', NOW),
      ),
    )
    const shards = (await readCounterShards('2026-12-06', '2026-12-06', db)).filter(
      (shard) => shard.campaign === 'store-c',
    )
    expect(shards.length).toBeGreaterThan(1)
    expect(shards.length).toBeLessThanOrEqual(COUNTER_SHARDS)
    expect(shards.reduce((sum, shard) => sum + shard.clicks, 0)).toBe(150)
    expect(shards.reduce((sum, shard) => sum + shard.landings, 0)).toBe(50)
    expect(await readCounterShards('2026-12-07', '2026-12-31', db)).toEqual([])
  })

  it('does not know a campaign nobody made a link for', async () => {
    expect(await isKnownCampaign('nobody-made-this', db)).toBe(false)
  })
})
