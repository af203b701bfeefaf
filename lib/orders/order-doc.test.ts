import { orderCountFromDoc, orderFromDoc } from './order-doc'

const stored = {
  uid: 'u1',
  lines: [
    {
      productId: 1,
      name: 'Abaya',
      image: 'products/1',
      color: 'Black',
      size: 'M',
      quantity: 1,
      unitPrice: 12999,
      lineTotal: 12999,
    },
  ],
  pricing: { subtotal: 12999, discount: 1950, shipping: 0, total: 11049, promoCode: 'FATIN15' },
  address: {
    fullName: 'Ayesha Khan',
    mobile: '+923001234567',
    address: 'House 12',
    city: 'Lahore',
    province: 'Punjab',
    postalCode: null,
  },
  payment: 'cod',
  status: 'placed',
  createdAt: { toDate: () => new Date('2026-03-01T10:00:00Z') },
}

describe('order documents', () => {
  it('convert to plain orders with an ISO date', () => {
    expect(orderFromDoc('k1', stored)).toEqual({
      ...stored,
      id: 'k1',
      // Stored before orders kept their number: the id's first hex digits.
      number: 'FT-K1',
      // Stored before orders kept their language: read as English.
      language: 'en',
      createdAt: '2026-03-01T10:00:00.000Z',
      holdUntil: null,
      receiptHeld: false,
      receiptNotSent: false,
      history: [{ status: 'placed', at: '2026-03-01T10:00:00.000Z', by: { uid: 'u1', role: 'shopper' } }],
    })
  })

  it("keep the checkout's language, and read an unknown one as English", () => {
    expect(orderFromDoc('k1', { ...stored, language: 'ur' })?.language).toBe('ur')
    expect(orderFromDoc('k1', { ...stored, language: 'fr' })?.language).toBe('en')
  })

  it('read the stored history after the placement, with ISO dates', () => {
    const confirmed = {
      status: 'confirmed',
      at: { toDate: () => new Date('2026-03-02T09:30:00Z') },
      by: { uid: 'staff-1', role: 'staff' },
    }
    const order = orderFromDoc('k1', {
      ...stored,
      status: 'confirmed',
      history: [confirmed],
    })
    expect(order?.history).toEqual([
      { status: 'placed', at: '2026-03-01T10:00:00.000Z', by: { uid: 'u1', role: 'shopper' } },
      { status: 'confirmed', at: '2026-03-02T09:30:00.000Z', by: { uid: 'staff-1', role: 'staff' } },
    ])
  })

  it('reject documents that are not orders', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(orderFromDoc('k1', { ...stored, pricing: { total: 'free' } })).toBeNull()
    expect(orderFromDoc('k1', { ...stored, payment: 'card' })).toBeNull()
    expect(orderFromDoc('k1', { ...stored, status: 'lost' })).toBeNull()
    expect(
      orderFromDoc('k1', { ...stored, history: [{ status: 'shipped', by: { role: 'courier' } }] }),
    ).toBeNull()
    expect(orderFromDoc('k1', undefined)).toBeNull()
    spy.mockRestore()
  })

  it('count orders, treating a damaged counter as "not the first order"', () => {
    expect(orderCountFromDoc(undefined)).toBe(0)
    expect(orderCountFromDoc({ count: 3 })).toBe(3)
    expect(orderCountFromDoc({ count: 'lots' })).toBe(1)
  })
})
