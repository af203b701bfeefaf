/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import type { Order } from '@/lib/orders/order-doc'
import { OrderDetails } from './order-details'

jest.mock('@/lib/orders/lifecycle/shopper-actions', () => ({ cancelOrderAction: jest.fn() }))
jest.mock('@/lib/orders/confirmation/confirm-actions', () => ({ confirmOnOrderPageAction: jest.fn() }))

const order: Order = {
  id: '3f2b9c1a-7d4e-4b8a-9c2d-1e5f6a7b8c9d',
  number: 'FT-3F2B9C1A',
  holdUntil: null,
  receiptHeld: false,
  receiptNotSent: false,
  uid: 'shopper-1',
  language: 'en',
  lines: [
    {
      productId: 401,
      name: 'Longline Cotton Tunic',
      image: 'products/401',
      color: 'White',
      size: 'M',
      quantity: 1,
      unitPrice: 4499,
      lineTotal: 4499,
    },
    {
      productId: 901,
      name: 'Everyday Jersey Hijab',
      image: 'products/901',
      color: 'Black',
      size: null,
      quantity: 2,
      unitPrice: 1599,
      lineTotal: 3198,
    },
  ],
  pricing: { subtotal: 7697, discount: 1155, shipping: 0, total: 6542, promoCode: 'FATIN15' },
  address: {
    fullName: 'Ayesha Khan',
    mobile: '+923001234567',
    address: 'House 12, Street 4, Gulberg III',
    city: 'Lahore',
    province: 'Punjab',
    postalCode: '54660',
  },
  payment: 'cod',
  status: 'placed',
  createdAt: '2025-11-21T09:00:00.000Z',
  contact: { email: 'ayesha@example.com', mobile: '+923001234567' },
  history: [{ status: 'placed', at: '2025-11-21T09:00:00.000Z', by: { uid: 'shopper-1', role: 'shopper' } }],
}

const staff = { uid: 'staff-1', role: 'staff' } as const
const confirmedAt = { status: 'confirmed', at: '2025-11-21T11:00:00.000Z', by: staff } as const
const shippedAt = {
  status: 'shipped',
  at: '2025-11-22T08:30:00.000Z',
  by: staff,
  courier: 'TCS',
  tracking: '7712345',
} as const

function figure(term: string) {
  const payment = screen.getByRole('region', { name: 'Payment summary' })
  return within(payment)
    .getAllByRole('term')
    .find((element) => element.textContent === term)?.nextElementSibling?.textContent
}

describe('OrderDetails', () => {
  it('thanks the shopper and states number, date, status and payment', () => {
    render(<OrderDetails order={order} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })).toBeVisible()
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(facts).toMatchObject({
      'Order number': 'FT-3F2B9C1A',
      Date: '21 November 2025',
      Status: 'Placed',
      Payment: 'Cash on delivery',
    })
  })

  it('shows the lines and the recorded pricing with the promo code', () => {
    render(<OrderDetails order={order} />)
    const items = screen.getByRole('list', { name: 'Items in this order' })
    expect(within(items).getByRole('link', { name: 'Longline Cotton Tunic' })).toHaveAttribute(
      'href',
      '/product/401',
    )
    expect(items).toHaveTextContent('White · Size M')
    expect(items).toHaveTextContent('Qty 2 × $15.99')
    expect(items).toHaveTextContent('$31.98')
    expect(figure('Subtotal')).toBe('$76.97')
    expect(figure('Discount (FATIN15)')).toBe('−$11.55')
    expect(figure('Delivery')).toBe('Free')
    expect(figure('Total to pay on delivery')).toBe('$65.42')
  })

  it('shows the delivery address and what happens next', () => {
    render(<OrderDetails order={order} />)
    const address = screen.getByRole('region', { name: 'Delivery address' })
    expect(address).toHaveTextContent('Ayesha Khan')
    expect(address).toHaveTextContent('House 12, Street 4, Gulberg III')
    expect(address).toHaveTextContent('Lahore 54660')
    expect(address).toHaveTextContent('Punjab, Pakistan')
    expect(address).toHaveTextContent('0300 1234567')
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent(
      'Pay the courier $65.42 in cash',
    )
  })

  it('lists only the steps still ahead: no call to confirm once confirmed, no packing once shipped, none once back', () => {
    const steps = () =>
      within(screen.getByRole('region', { name: 'What happens next' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent)
    const { unmount } = render(<OrderDetails order={order} />)
    expect(steps()).toEqual([
      expect.stringContaining('to confirm the order'),
      expect.stringContaining('We pack it with care'),
      expect.stringContaining('Pay the courier'),
    ])
    unmount()
    const confirmed: Order = { ...order, status: 'confirmed', history: [...order.history, confirmedAt] }
    const view = render(<OrderDetails order={confirmed} />)
    expect(steps()).toEqual([
      expect.stringMatching(/^1We pack it with care/),
      expect.stringMatching(/^2Pay the courier/),
    ])
    view.unmount()
    const shipped: Order = {
      ...order,
      status: 'shipped',
      history: [...order.history, confirmedAt, shippedAt],
    }
    const again = render(<OrderDetails order={shipped} />)
    expect(steps()).toEqual([expect.stringMatching(/^1Pay the courier/)])
    again.unmount()
    render(
      <OrderDetails
        order={{
          ...order,
          status: 'returned',
          history: [
            ...order.history,
            confirmedAt,
            shippedAt,
            { ...shippedAt, status: 'returned', reason: 'refused' },
          ],
        }}
      />,
    )
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument()
  })

  it('tells where a placed order is and offers to cancel it, and to confirm it to its verified account', () => {
    render(<OrderDetails order={order} confirmHere />)
    const progress = screen.getByRole('list', { name: 'Status history' })
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Order placed21 November 2025 at 2:00 pm'])
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeVisible()
  })

  it("sends anyone else to the e-mail's link to confirm, or to verify the address first", () => {
    const { unmount } = render(<OrderDetails order={order} />)
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument()
    expect(screen.getByTestId('confirm-from-email')).toHaveTextContent(
      'Please confirm that you want this order with the "Confirm my order" button in the e-mail we sent to ayesha@example.com',
    )
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    unmount()
    render(<OrderDetails order={{ ...order, receiptHeld: true }} locale="ur" />)
    expect(screen.getByTestId('confirm-from-email')).toHaveTextContent(
      /ای میل کی تصدیق کریں.*ayesha@example\.com|ayesha@example\.com.*ای میل کی تصدیق کریں/,
    )
  })

  it('says that no e-mail went when the address had had its day of mail, and that the shop will call', () => {
    const { unmount } = render(<OrderDetails order={{ ...order, receiptNotSent: true }} />)
    const note = screen.getByTestId('confirm-from-email')
    expect(note).toHaveTextContent(
      'We could not e-mail ayesha@example.com today: that address has already had as many e-mails from us as we send in a day. We will call you on 0300 1234567 to confirm this order.',
    )
    expect(note).not.toHaveTextContent('in the e-mail we sent')
    unmount()
    render(<OrderDetails order={{ ...order, receiptNotSent: true }} locale="ur" />)
    expect(screen.getByTestId('confirm-from-email')).toHaveTextContent(/ای میل نہیں بھیج سکے/)
  })

  it('says when the shopper confirmed it herself, and offers no second confirmation', () => {
    const bySelf = {
      status: 'confirmed',
      at: '2025-11-21T10:30:00.000Z',
      by: { uid: null, role: 'shopper' },
    } as const
    render(<OrderDetails order={{ ...order, status: 'confirmed', history: [...order.history, bySelf] }} />)
    expect(screen.getByText('Confirmed by you on 21 November 2025 at 3:30 pm')).toBeVisible()
    expect(
      within(screen.getByRole('list', { name: 'Status history' })).getByText('Confirmed by you'),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument()
  })

  it("links a listed courier's tracking number to its own page, in a new tab", () => {
    const tcs = { ...shippedAt, courier: 'tcs', tracking: '779412345678' }
    render(
      <OrderDetails order={{ ...order, status: 'shipped', history: [...order.history, confirmedAt, tcs] }} />,
    )
    const link = screen.getByRole('link', { name: /779412345678/ })
    expect(link).toHaveAttribute('href', 'https://www.tcsexpress.com/track/779412345678')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName("779412345678 (opens TCS's tracking page in a new tab)")
    expect(screen.getByText('It is with TCS, tracking number 779412345678.')).toBeVisible()
  })

  it('says a shipped order is on its way with the courier and tracking, and offers no cancel', () => {
    const shipped: Order = {
      ...order,
      status: 'shipped',
      history: [...order.history, confirmedAt, shippedAt],
    }
    render(<OrderDetails order={shipped} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Your order is on its way.' })).toBeVisible()
    expect(screen.getByText('It is with TCS, tracking number 7712345.')).toBeVisible()
    const steps = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem')
    expect(steps.map((step) => step.firstElementChild?.nextElementSibling?.firstChild?.textContent)).toEqual([
      'Order placed',
      'Confirmed by phone',
      'Shipped with TCS, tracking 7712345',
    ])
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    // A courier typed before the list existed: its name, and no link.
    expect(screen.getByText('7712345', { selector: 'dd span' })).toBeVisible()
    expect(screen.queryByRole('link', { name: /7712345/ })).not.toBeInTheDocument()
  })

  it('says a cancelled order is cancelled, by whom, and that nothing is owed', () => {
    const cancelled: Order = {
      ...order,
      status: 'cancelled',
      history: [
        ...order.history,
        { status: 'cancelled', at: '2025-11-21T10:00:00.000Z', by: order.history[0]!.by },
      ],
    }
    render(<OrderDetails order={cancelled} />)
    expect(screen.getByRole('heading', { level: 1, name: 'This order is cancelled.' })).toBeVisible()
    expect(screen.getByText('Cancelled by you')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'What happens next' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(screen.getByText('Nothing will be sent, and you owe nothing.')).toBeVisible()
  })

  it('asks her to refuse the parcel when staff cancelled it after it left with the courier', () => {
    const cancelled: Order = {
      ...order,
      status: 'cancelled',
      history: [
        ...order.history,
        confirmedAt,
        shippedAt,
        { status: 'cancelled', at: '2025-11-22T10:00:00.000Z', by: staff, cancelReason: 'shopper-asked' },
      ],
    }
    render(<OrderDetails order={cancelled} />)
    expect(screen.getByText(/if it still comes to your door, please refuse it/)).toBeVisible()
    expect(screen.queryByText(/Nothing will be sent/)).not.toBeInTheDocument()
  })
})
