import type { Order } from './order-doc'
import { shopperOrderView } from './shopper-order-view'

const order: Order = {
  id: 'o1',
  number: 'FT-ABCD2345',
  uid: 'shopper-uid',
  lines: [],
  pricing: { subtotal: 1000, discount: 0, shipping: 0, total: 1000, promoCode: null },
  address: {} as Order['address'],
  payment: 'cod',
  status: 'shipped',
  language: 'en',
  createdAt: '2026-12-01T10:00:00.000Z',
  holdUntil: null,
  receiptHeld: false,
  receiptNotSent: false,
  campaign: { campaign: 'eid-2026', channel: 'whatsapp', landing: '/sale' },
  history: [
    { status: 'placed', at: '2026-12-01T10:00:00.000Z', by: { uid: 'shopper-uid', role: 'shopper' } },
    {
      status: 'confirmed',
      at: '2026-12-01T11:00:00.000Z',
      by: { uid: 'staff-uid', role: 'staff' },
      note: 'Rang twice, she sounded unsure',
      requestId: 'r-1',
    },
    {
      status: 'shipped',
      at: '2026-12-02T09:00:00.000Z',
      by: { uid: 'staff-uid', role: 'staff' },
      courier: 'TCS',
      tracking: '123456789012',
      requestId: 'r-2',
    },
  ],
}

describe('an order as its shopper may read it', () => {
  const json = JSON.parse(JSON.stringify(shopperOrderView(order))) as Order

  it('keeps what her order page shows: the steps, when, the courier and tracking number', () => {
    expect(json.history.map((step) => step.status)).toEqual(['placed', 'confirmed', 'shipped'])
    expect(json.history[2]).toMatchObject({ courier: 'TCS', tracking: '123456789012' })
    expect(json.history.map((step) => step.by.role)).toEqual(['shopper', 'staff', 'staff'])
    expect(json.history[0]?.by.uid).toBe('shopper-uid')
    expect(json.number).toBe('FT-ABCD2345')
  })

  it("leaves out staff notes, staff members' ids, request ids and the campaign", () => {
    const text = JSON.stringify(json)
    for (const secret of [
      'Rang twice',
      'staff-uid',
      'r-1',
      'r-2',
      'eid-2026',
      'requestId',
      'note',
      'campaign',
    ]) {
      expect(text).not.toContain(secret)
    }
  })
})
