/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { buildCartView } from '@/lib/cart/cart-view-model'
import { CartList } from './cart-list'

jest.mock('@/lib/cart/actions', () => ({ updateCartLine: jest.fn(), removeCartLine: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

// Real catalogue products: 1501 Argan & Amla Hair Oil $18.99, 1503 Rice Water Repair Mask $21.99.
function cart(lines: { productId: number; quantity: number }[], stock = 20) {
  return buildCartView({
    signedIn: false,
    lines: lines.map((line) => ({ ...line, color: null, size: null })),
    stocks: new Map(lines.map((line) => [`${line.productId}||`, stock])),
    isFirstOrder: true,
  })
}

const summary = () => screen.getByRole('region', { name: 'Order summary' })
function figure(term: RegExp): string | null | undefined {
  const row = within(summary())
    .getAllByRole('term')
    .find((element) => term.test(element.textContent ?? ''))
  return row?.nextElementSibling?.textContent
}

describe('CartList', () => {
  it('shows the way back to the shop when the bag is empty', () => {
    render(<CartList cart={cart([])} />)
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')
  })

  it('adds the flat delivery fee under $50 and says how much more ships free', () => {
    render(
      <CartList
        cart={cart([
          { productId: 1501, quantity: 1 },
          { productId: 1503, quantity: 1 },
        ])}
      />,
    )
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(figure(/^Subtotal/)).toBe('$40.98')
    expect(figure(/^Delivery/)).toBe('$4.99')
    expect(figure(/^Total/)).toBe('$45.97')
    expect(within(summary()).getByText('Add $9.02 more for free delivery')).toBeInTheDocument()
    expect(within(summary()).getByText(/orders of \$50\.00 or more after discounts/)).toBeInTheDocument()
    expect(within(summary()).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    )
  })

  it('ships free from $50', () => {
    render(<CartList cart={cart([{ productId: 1501, quantity: 3 }])} />)
    expect(figure(/^Subtotal/)).toBe('$56.97')
    expect(figure(/^Delivery/)).toBe('Free')
    expect(figure(/^Total/)).toBe('$56.97')
    expect(within(summary()).queryByText(/more for free delivery/)).not.toBeInTheDocument()
  })

  it('flags a line the stock cannot cover and holds back checkout', () => {
    render(<CartList cart={cart([{ productId: 1501, quantity: 3 }], 2)} />)
    expect(screen.getByRole('article', { name: 'Argan & Amla Hair Oil' })).toHaveTextContent('Only 2 left')
    expect(within(summary()).queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument()
    expect(within(summary()).getByText('Proceed to checkout')).toHaveAttribute('aria-disabled', 'true')
  })
})
