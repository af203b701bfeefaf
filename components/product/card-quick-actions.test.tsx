/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { addToCart } from '@/lib/cart/actions'
import { CardQuickActions } from './card-quick-actions'
import type { PurchaseProduct } from './purchase-product'
import { fakeShopperApi } from '@/test/fakes/shopper-api'

jest.mock('@/lib/cart/actions', () => ({ addToCart: jest.fn() }))
// The "tell me when it's back" form's server action (shown under a sold-out size).
jest.mock('@/lib/stock/back-in-stock/alert-actions', () => ({ askWhenBackAction: jest.fn() }))
jest.mock('@/lib/wishlist/actions', () => ({ moveWishlistItemToCart: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const add = jest.mocked(addToCart)
let readStock: ReturnType<typeof fakeShopperApi>

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
const abaya: PurchaseProduct = {
  ...serum,
  id: 2,
  name: 'Embroidered Sleeve Abaya',
  colors: [{ name: 'Black', hex: '#1c1a1d', image: 'products/2' }],
  sizes: ['S', 'M'],
  needsOptions: true,
}

beforeEach(() => {
  jest.clearAllMocks()
  readStock = fakeShopperApi({ stock: { 2: { available: 3, inStock: true, lowStock: true } } })
})

describe('card quick actions', () => {
  it('adds a product with nothing to choose straight to the bag', async () => {
    const user = userEvent.setup()
    add.mockResolvedValue({
      ok: true,
      counts: { cart: 1, wishlist: 0 },
      message: { code: 'added', productName: 'Rosewater Hydrating Serum' },
    })
    render(<CardQuickActions product={serum} describedBy="name" />)
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }))
    expect(add).toHaveBeenCalledWith(1401, null, null, 1)
    expect(toast.success).toHaveBeenCalledWith('Rosewater Hydrating Serum added to your bag.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("opens Quick View from 'Add to Bag' when a size must be chosen", async () => {
    const user = userEvent.setup()
    render(<CardQuickActions product={abaya} describedBy="name" />)
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }))
    expect(add).not.toHaveBeenCalled()
    const dialog = screen.getByRole('dialog', { name: 'Embroidered Sleeve Abaya' })
    expect(within(dialog).getByRole('group', { name: 'Size' })).toBeInTheDocument()
  })

  it('shows the essentials and live stock in Quick View, adds the choice and closes', async () => {
    const user = userEvent.setup()
    add.mockResolvedValue({
      ok: true,
      counts: { cart: 1, wishlist: 0 },
      message: { code: 'added', productName: 'Rosewater Hydrating Serum' },
    })
    render(<CardQuickActions product={abaya} describedBy="name" />)
    await user.click(screen.getByRole('button', { name: 'Quick View' }))
    const dialog = screen.getByRole('dialog', { name: 'Embroidered Sleeve Abaya' })
    expect(within(dialog).getByText('$24.99')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'Embroidered Sleeve Abaya' })).toBeInTheDocument()
    expect(await within(dialog).findByText('Only 3 Left!')).toBeInTheDocument()
    expect(readStock).toHaveBeenCalledWith('/api/shopper?stock=2', expect.anything())
    await user.click(within(dialog).getByRole('radio', { name: 'M' }))
    await user.click(within(dialog).getByRole('button', { name: 'Add to Bag' }))
    expect(add).toHaveBeenCalledWith(2, 'Black', 'M', 1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it("closes with the 'Close' button", async () => {
    const user = userEvent.setup()
    render(<CardQuickActions product={abaya} describedBy="name" />)
    await user.click(screen.getByRole('button', { name: 'Quick View' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
