/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import type { PurchaseProduct } from '@/components/product/purchase-product'
import { fakeShopperApi } from '@/test/fakes/shopper-api'
import { moveWishlistItemToCart, toggleWishlist } from '@/lib/wishlist/actions'
import { WishlistItemActions } from './wishlist-item-actions'

jest.mock('@/lib/cart/actions', () => ({ addToCart: jest.fn() }))
// The "tell me when it's back" form's server action (shown under a sold-out size).
jest.mock('@/lib/stock/back-in-stock/alert-actions', () => ({ askWhenBackAction: jest.fn() }))
jest.mock('@/lib/wishlist/actions', () => ({ moveWishlistItemToCart: jest.fn(), toggleWishlist: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const move = jest.mocked(moveWishlistItemToCart)
const toggle = jest.mocked(toggleWishlist)
const counts = { cart: 1, wishlist: 0 }

const serum: PurchaseProduct = {
  id: 1401,
  name: 'Rosewater Hydrating Serum',
  price: 2499,
  image: 'products/1401',
  href: '/product/1401',
  colors: [],
  sizes: [],
  needsOptions: false,
  lineLimit: 10,
}

beforeEach(() => {
  jest.clearAllMocks()
  fakeShopperApi({ stock: { 2: { available: 9, inStock: true, lowStock: false } } })
})

describe('WishlistItemActions', () => {
  it('moves a product with nothing to choose straight to the bag', async () => {
    const user = userEvent.setup()
    move.mockResolvedValue({
      ok: true,
      counts,
      message: { code: 'moved', productName: 'Rosewater Hydrating Serum' },
    })
    render(<WishlistItemActions product={serum} inStock />)
    await user.click(screen.getByRole('button', { name: 'Move Rosewater Hydrating Serum to bag' }))
    expect(move).toHaveBeenCalledWith(1401)
    expect(toast.success).toHaveBeenCalledWith('Rosewater Hydrating Serum moved to your bag.')
  })

  it('asks for the options in Quick View first when there is a choice', async () => {
    const user = userEvent.setup()
    move.mockResolvedValue({ ok: true, counts, message: { code: 'moved', productName: 'Abaya' } })
    const abaya = {
      ...serum,
      id: 2,
      name: 'Embroidered Sleeve Abaya',
      sizes: ['S', 'M'] as const,
      needsOptions: true,
    }
    render(<WishlistItemActions product={{ ...abaya, sizes: [...abaya.sizes] }} inStock />)
    await user.click(screen.getByRole('button', { name: 'Move Embroidered Sleeve Abaya to bag' }))
    const dialog = screen.getByRole('dialog', { name: 'Embroidered Sleeve Abaya' })
    await user.click(within(dialog).getByRole('radio', { name: 'S' }))
    await user.click(within(dialog).getByRole('button', { name: 'Move to Bag' }))
    expect(move).toHaveBeenCalledWith(2, null, 'S')
  })

  it('cannot move a sold-out product, and removes from the wishlist', async () => {
    const user = userEvent.setup()
    toggle.mockResolvedValue({
      ok: true,
      inWishlist: false,
      counts,
      message: { code: 'unsaved', productName: 'Rosewater Hydrating Serum' },
    })
    render(<WishlistItemActions product={serum} inStock={false} />)
    expect(screen.getByRole('button', { name: 'Move Rosewater Hydrating Serum to bag' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Remove Rosewater Hydrating Serum from wishlist' }))
    expect(toggle).toHaveBeenCalledWith(1401)
    expect(toast.success).toHaveBeenCalledWith('Rosewater Hydrating Serum removed from your wishlist.')
  })
})
