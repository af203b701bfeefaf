/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import type { Order } from '@/lib/orders/order-doc'
import { OrderHistoryList } from './order-history-list'

function order(id: string, createdAt: string, quantities: number[], total: number): Order {
  return {
    id,
    number: `FT-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    holdUntil: null,
    receiptHeld: false,
    receiptNotSent: false,
    uid: 'shopper-1',
    language: 'en',
    lines: quantities.map((quantity, index) => ({
      productId: 401 + index,
      name: `Item ${index}`,
      image: 'products/401',
      color: null,
      size: null,
      quantity,
      unitPrice: 1000,
      lineTotal: 1000 * quantity,
    })),
    pricing: { subtotal: total, discount: 0, shipping: 0, total, promoCode: null },
    address: {
      fullName: 'Ayesha Khan',
      mobile: '+923001234567',
      address: 'House 12, Street 4',
      city: 'Lahore',
      province: 'Punjab',
      postalCode: null,
    },
    payment: 'cod',
    status: 'placed',
    createdAt,
    history: [{ status: 'placed', at: createdAt, by: { uid: 'shopper-1', role: 'shopper' } }],
  }
}

describe('OrderHistoryList', () => {
  it('says when there are no orders yet', () => {
    render(<OrderHistoryList orders={[]} />)
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument()
    expect(screen.getByText('You have no orders yet')).toBeInTheDocument()
    expect(screen.getByText('WELCOME10')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('lists each order with its number, date, item count, total and status, in the given order', () => {
    render(
      <OrderHistoryList
        orders={[
          order('aaaabbbb-0000-4000-8000-000000000002', '2025-11-21T09:00:00.000Z', [2, 1], 5183),
          order('ccccdddd-0000-4000-8000-000000000001', '2025-11-02T09:00:00.000Z', [1], 1599),
        ]}
      />,
    )
    expect(screen.getByText('2 orders')).toBeInTheDocument()
    const rows = within(screen.getByRole('list', { name: 'Your orders, newest first' })).getAllByRole(
      'listitem',
    )
    expect(rows).toHaveLength(2)
    const [newest, older] = rows as [HTMLElement, HTMLElement]
    expect(within(newest).getByRole('link', { name: 'Order FT-AAAABBBB' })).toHaveAttribute(
      'href',
      '/orders/aaaabbbb-0000-4000-8000-000000000002',
    )
    expect(newest).toHaveTextContent('21 November 2025 · 3 items')
    expect(newest).toHaveTextContent('$51.83')
    expect(newest).toHaveTextContent('Placed')
    expect(older).toHaveTextContent('2 November 2025 · 1 item')
    expect(older).toHaveTextContent('$15.99')
  })

  it('says where each order has got to, in plain words', () => {
    const placed = order('aaaabbbb-0000-4000-8000-000000000002', '2025-11-21T09:00:00.000Z', [1], 1599)
    const shipped: Order = {
      ...order('ccccdddd-0000-4000-8000-000000000001', '2025-11-02T09:00:00.000Z', [1], 1599),
      status: 'shipped',
    }
    shipped.history = [
      ...shipped.history,
      { status: 'confirmed', at: '2025-11-02T10:00:00.000Z', by: { uid: 's1', role: 'staff' } },
      {
        status: 'shipped',
        at: '2025-11-03T10:00:00.000Z',
        by: { uid: 's1', role: 'staff' },
        courier: 'Leopards',
        tracking: 'LP-99',
      },
    ]
    render(<OrderHistoryList orders={[placed, shipped]} />)
    const [first, second] = within(
      screen.getByRole('list', { name: 'Your orders, newest first' }),
    ).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    expect(first).toHaveTextContent('Placed')
    expect(second).toHaveTextContent('Shipped')
    expect(second).toHaveTextContent('Shipped with Leopards, tracking LP-99')
  })
})
