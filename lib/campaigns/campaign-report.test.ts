import type { Order } from '@/lib/orders/order-doc'
import type { CounterShard } from './campaign-docs'
import { campaignDays, campaignReport, reportCsv, sortReport } from './campaign-report'

function order(
  status: Order['status'],
  total: number,
  campaign: Order['campaign'],
  createdAt = '2026-12-06T08:00:00.000Z',
): Order {
  return {
    id: `${status}-${total}`,
    uid: null,
    number: 'FT-00000001',
    lines: [],
    pricing: { subtotal: total, discount: 0, shipping: 0, total, promoCode: null },
    address: {
      fullName: 'A',
      mobile: '+923001234567',
      address: 'x',
      city: 'Lahore',
      province: 'Punjab',
      postalCode: null,
    },
    payment: 'cod',
    status,
    language: 'en',
    createdAt,
    holdUntil: null,
    receiptHeld: false,
    receiptNotSent: false,
    history: [{ status: 'placed', at: createdAt, by: { uid: null, role: 'shopper' } }],
    ...(campaign ? { campaign } : {}),
  }
}

const eid = { campaign: 'eid', channel: 'whatsapp', landing: '/clothing/abayas' }
const shard = (fields: Partial<CounterShard>): CounterShard => ({
  day: '2026-12-06',
  campaign: 'eid',
  channel: 'whatsapp',
  clicks: 0,
  landings: 0,
  ...fields,
})

describe('campaignReport', () => {
  const shards = [
    shard({ clicks: 7, landings: 3 }),
    shard({ clicks: 3, landings: 1 }),
    shard({ channel: 'instagram', landings: 2 }),
  ]
  const orders = [
    order('delivered', 5000, eid),
    order('delivered', 3000, eid),
    order('returned', 4000, eid),
    order('cancelled', 2000, eid),
    order('placed', 1000, eid),
    order('delivered', 9999, undefined),
  ]
  const rows = campaignReport(shards, orders)
  const whatsapp = rows.find((row) => row.channel === 'whatsapp')

  it('adds up the shards and the orders of each campaign and channel', () => {
    expect(whatsapp).toMatchObject({
      campaign: 'eid',
      clicks: 10,
      landings: 4,
      placed: 5,
      confirmed: 3,
      delivered: 2,
      returned: 1,
      cancelled: 1,
      deliveredRevenue: 8000,
      averageOrder: 4000,
      landingToDelivered: 0.5,
    })
  })

  it('leaves out orders that came with no campaign, and keeps a channel with landings only', () => {
    expect(rows).toHaveLength(2)
    expect(rows.find((row) => row.channel === 'instagram')).toMatchObject({
      landings: 2,
      placed: 0,
      landingToDelivered: 0,
    })
  })

  it('sorts by any column, either way', () => {
    expect(sortReport(rows, 'landings', 'desc').map((row) => row.channel)).toEqual(['whatsapp', 'instagram'])
    expect(sortReport(rows, 'landings', 'asc').map((row) => row.channel)).toEqual(['instagram', 'whatsapp'])
  })

  it('writes CSV with money in dollars and no formula a spreadsheet would run', () => {
    const csv = reportCsv(
      campaignReport([shard({ campaign: 'eid', clicks: 1 })], [order('delivered', 1234, eid)]),
    )
    expect(csv.split('\r\n')[0]).toBe(
      'campaign,channel,clicks,landings,orders_placed,orders_confirmed,orders_delivered,orders_returned,orders_cancelled,delivered_revenue,average_delivered_order,landing_to_delivered_rate',
    )
    expect(csv.split('\r\n')[1]).toBe('eid,whatsapp,1,0,1,1,1,0,0,12.34,12.34,')
    const evil = campaignReport([], [order('placed', 1, { campaign: '=cmd', channel: 'sms', landing: '/' })])
    expect(reportCsv(evil).split('\r\n')[1]).toMatch(/^'=cmd,/)
  })
})

describe('campaignDays', () => {
  it('gives every day of the range, with only the chosen campaign', () => {
    const days = campaignDays(
      ['2026-12-05', '2026-12-06'],
      [shard({ clicks: 2, landings: 1 }), shard({ campaign: 'other', clicks: 50 })],
      [order('delivered', 100, eid)],
      { campaign: 'eid' },
    )
    expect(days).toEqual([
      { day: '2026-12-05', clicks: 0, landings: 0, placed: 0, delivered: 0 },
      { day: '2026-12-06', clicks: 2, landings: 1, placed: 1, delivered: 1 },
    ])
  })
})
