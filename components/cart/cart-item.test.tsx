/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import type { CartViewLine } from '@/lib/cart/cart-view-model'
import { CartItem } from './cart-item'

const line: CartViewLine = {
  key: '2|Navy|M',
  productId: 2,
  name: 'Embroidered Sleeve Abaya',
  href: '/product/2',
  image: 'products/2',
  color: 'Navy',
  colorHex: '#1f2b4a',
  size: 'M',
  quantity: 3,
  unitPrice: 14999,
  lineTotal: 44997,
  available: 18,
  maxQuantity: 10,
  problem: null,
}

describe('CartItem', () => {
  it('shows the name as a link, the options, the unit price and the line total', () => {
    render(<CartItem line={line} />)
    expect(screen.getByRole('link', { name: 'Embroidered Sleeve Abaya' })).toHaveAttribute(
      'href',
      '/product/2',
    )
    expect(screen.getByText('Colour: Navy')).toBeInTheDocument()
    expect(screen.getByText('Size: M')).toBeInTheDocument()
    expect(screen.getByText('$149.99 each')).toBeInTheDocument()
    expect(screen.getByText('$449.97')).toHaveTextContent('Line total $449.97')
  })

  it('flags a line the stock cannot cover', () => {
    render(<CartItem line={{ ...line, problem: { code: 'only-left', available: 2 } }} />)
    expect(screen.getByRole('status')).toHaveTextContent('Only 2 left')
  })

  it('says all that is left is in the bag when the bag holds the last units, without flagging it', () => {
    const { unmount } = render(<CartItem line={{ ...line, quantity: 2, available: 2 }} />)
    expect(screen.getByText('Only 2 left')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    unmount()
    render(<CartItem line={{ ...line, quantity: 1, available: 2 }} />)
    expect(screen.queryByText(/Only \d+ left/)).not.toBeInTheDocument()
  })

  it('leaves out options a product does not have', () => {
    render(<CartItem line={{ ...line, color: null, colorHex: null, size: null }} />)
    expect(screen.queryByText(/Colour:/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Size:/)).not.toBeInTheDocument()
  })
})
