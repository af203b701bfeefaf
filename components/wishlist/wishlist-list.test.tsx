/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'
import { WishlistList } from './wishlist-list'

jest.mock('@/lib/cart/actions', () => ({ addToCart: jest.fn() }))
jest.mock('@/lib/wishlist/actions', () => ({ moveWishlistItemToCart: jest.fn(), toggleWishlist: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const item = (productId: number, name: string, inStock: boolean): WishlistViewItem => ({
  productId,
  name,
  href: `/product/${productId}`,
  image: `products/${productId}`,
  hoverImage: `products/${productId}-hover`,
  price: 13999,
  inStock,
  available: inStock ? 12 : 0,
  lowStock: false,
  needsOptions: true,
  colors: [],
  sizes: [],
})

describe('WishlistList', () => {
  it('says so when nothing is saved', () => {
    render(<WishlistList items={[]} />)
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
  })

  it('lists saved items with Move to Bag, which a sold-out one cannot use', () => {
    render(
      <WishlistList
        items={[item(3, 'Open-Front Linen Abaya', true), item(108, 'Embroidered Hem Jilbab', false)]}
      />,
    )
    const abaya = screen.getByRole('article', { name: 'Open-Front Linen Abaya' })
    expect(within(abaya).getByRole('button', { name: /Move .* to bag/ })).toBeEnabled()
    const jilbab = screen.getByRole('article', { name: 'Embroidered Hem Jilbab' })
    expect(within(jilbab).getAllByText('Out of Stock').length).toBeGreaterThan(0)
    expect(within(jilbab).getByText('Notify Me')).toBeInTheDocument()
    expect(within(jilbab).getByRole('button', { name: /Move .* to bag/ })).toBeDisabled()
    expect(within(jilbab).getByRole('button', { name: /Remove .* from wishlist/ })).toBeEnabled()
  })
})
