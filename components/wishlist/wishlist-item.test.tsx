/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { WishlistItem } from './wishlist-item'

const item = {
  productId: 2,
  name: 'Embroidered Sleeve Abaya',
  href: '/product/2',
  image: 'products/2',
  price: 14999,
  inStock: true,
  lowStock: false,
  available: 18,
}

describe('WishlistItem', () => {
  it('shows the name linking to the product and the price', () => {
    render(<WishlistItem item={item} />)
    expect(screen.getByRole('link', { name: 'Embroidered Sleeve Abaya' })).toHaveAttribute(
      'href',
      '/product/2',
    )
    expect(screen.getByText('$149.99')).toBeInTheDocument()
    expect(screen.getByText('In stock')).toBeInTheDocument()
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument()
    expect(screen.queryByText('Notify Me')).not.toBeInTheDocument()
  })

  it("veils an item that is out of stock and offers 'Notify Me'", () => {
    render(<WishlistItem item={{ ...item, inStock: false, available: 0 }} />)
    expect(screen.getAllByText('Out of Stock').length).toBeGreaterThan(0)
    expect(screen.getByText('Notify Me')).toBeInTheDocument()
  })

  it('warns when only a few are left', () => {
    render(<WishlistItem item={{ ...item, lowStock: true, available: 2 }} />)
    expect(screen.getByText('Only 2 Left!')).toBeInTheDocument()
  })

  it('renders the actions passed in', () => {
    render(<WishlistItem item={item} actions={<button type="button">Move to Bag</button>} />)
    expect(screen.getByRole('button', { name: 'Move to Bag' })).toBeInTheDocument()
  })
})
