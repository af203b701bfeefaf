/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { products } from '@/data/products'
import { buildCartView } from '@/lib/cart/cart-view-model'
import { formatCents } from '@/lib/format/price'
import { CartSummary } from './dashboard'

// Real catalogue products: 1501 Argan & Amla Hair Oil $18.99, 1503 Rice Water Repair Mask $21.99.
function cart(lines: { productId: number; quantity: number }[]) {
  return buildCartView({
    signedIn: true,
    lines: lines.map((line) => ({ ...line, color: null, size: null })),
    stocks: new Map(lines.map((line) => [`${line.productId}||`, 20])),
    isFirstOrder: true,
  })
}

const card = () => screen.getByRole('region', { name: 'Recent cart items' })
function figure(term: RegExp): string | null | undefined {
  const row = within(card())
    .getAllByRole('term')
    .find((element) => term.test(element.textContent ?? ''))
  return row?.nextElementSibling?.textContent
}

describe('the dashboard bag', () => {
  it('prices the bag as the bag page does: subtotal of every item, delivery and the real total', () => {
    render(
      <CartSummary
        cart={cart([
          { productId: 1501, quantity: 1 },
          { productId: 1503, quantity: 1 },
        ])}
      />,
    )
    expect(within(card()).getByText('$18.99 × 1')).toBeInTheDocument()
    expect(figure(/^Subtotal \(2 items\)$/)).toBe('$40.98')
    expect(figure(/^Delivery$/)).toBe('$4.99')
    // The old dashboard called the subtotal "Total"; the total includes delivery.
    expect(figure(/^Total$/)).toBe('$45.97')
    expect(within(card()).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart')
  })

  it('lists the first three lines but totals all of them', () => {
    render(
      <CartSummary
        cart={cart([
          { productId: 1501, quantity: 1 },
          { productId: 1503, quantity: 1 },
          { productId: 1401, quantity: 1 },
          { productId: 1402, quantity: 1 },
        ])}
      />,
    )
    expect(within(card()).getAllByRole('listitem')).toHaveLength(3)
    const all = [1501, 1503, 1401, 1402].map((id) => products.find((product) => product.id === id)!.price)
    expect(figure(/^Subtotal \(4 items\)$/)).toBe(formatCents(all.reduce((sum, price) => sum + price, 0)))
  })

  it('says so when the bag is empty', () => {
    render(<CartSummary cart={cart([])} />)
    expect(within(card()).getByText('Your cart is empty')).toBeInTheDocument()
  })
})
