/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { addToCart } from '@/lib/cart/actions'
import { askWhenBackAction } from '@/lib/stock/back-in-stock/alert-actions'
import { moveWishlistItemToCart } from '@/lib/wishlist/actions'
import { fakeShopperApi } from '@/test/fakes/shopper-api'
import { PurchaseForm } from './purchase-form'
import type { PurchaseProduct } from './purchase-product'

jest.mock('@/lib/cart/actions', () => ({ addToCart: jest.fn() }))
// The "tell me when it's back" form's server action (shown under a sold-out size).
jest.mock('@/lib/stock/back-in-stock/alert-actions', () => ({ askWhenBackAction: jest.fn() }))
jest.mock('@/lib/wishlist/actions', () => ({ moveWishlistItemToCart: jest.fn(), toggleWishlist: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const add = jest.mocked(addToCart)
const move = jest.mocked(moveWishlistItemToCart)
const askWhenBack = jest.mocked(askWhenBackAction)
const counts = { cart: 1, wishlist: 0 }

const abaya: PurchaseProduct = {
  id: 2,
  name: 'Embroidered Sleeve Abaya',
  price: 14999,
  image: 'products/2',
  href: '/product/2',
  colors: [
    { name: 'Black', hex: '#1c1a1d', image: 'products/2' },
    { name: 'Navy', hex: '#1f2b4a', image: 'products/2-hover' },
  ],
  sizes: ['S', 'M', 'L'],
  needsOptions: true,
  lineLimit: 10,
}

const inStock = (available: number) => ({ available, inStock: available > 0, lowStock: available <= 5 })
const addButton = () => screen.getByRole('button', { name: 'Add to Bag' })

beforeEach(() => {
  jest.clearAllMocks()
  fakeShopperApi()
})

describe('PurchaseForm', () => {
  it('asks for a size before adding, then adds the chosen colour, size and quantity', async () => {
    const user = userEvent.setup()
    add.mockResolvedValue({
      ok: true,
      counts,
      message: { code: 'added', productName: 'Embroidered Sleeve Abaya' },
    })
    const onDone = jest.fn()
    render(<PurchaseForm product={abaya} stock={inStock(18)} onDone={onDone} />)

    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked()
    await user.click(addButton())
    expect(add).not.toHaveBeenCalled()
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription('Choose a size')
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus()

    await user.click(screen.getByRole('radio', { name: 'Navy' }))
    await user.click(screen.getByRole('radio', { name: 'M' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(addButton())
    expect(add).toHaveBeenCalledWith(2, 'Navy', 'M', 2)
    expect(toast.success).toHaveBeenCalledWith('Embroidered Sleeve Abaya added to your bag.')
    expect(onDone).toHaveBeenCalled()
  })

  it('shows the stock line and caps the quantity at the stock left', async () => {
    const user = userEvent.setup()
    render(<PurchaseForm product={abaya} stock={inStock(2)} />)
    expect(screen.getByText('Only 2 Left!')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2)
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
  })

  it('disables buying when sold out', () => {
    render(<PurchaseForm product={abaya} stock={inStock(0)} />)
    expect(screen.getByText('Out of stock')).toBeInTheDocument()
    expect(addButton()).toBeDisabled()
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled()
  })

  it('says In stock when there is plenty', () => {
    render(<PurchaseForm product={abaya} stock={inStock(18)} />)
    expect(screen.getByText('In stock')).toBeInTheDocument()
  })

  it('toasts the refusal and stays open when the bag says no', async () => {
    const user = userEvent.setup()
    add.mockResolvedValue({
      ok: false,
      code: 'stock-left',
      productName: 'Embroidered Sleeve Abaya',
      available: 1,
      inBag: 0,
    })
    const onDone = jest.fn()
    render(<PurchaseForm product={{ ...abaya, sizes: ['M'] }} stock={null} onDone={onDone} />)
    await user.click(addButton())
    expect(add).toHaveBeenCalledWith(2, 'Black', 'M', 1)
    expect(toast.error).toHaveBeenCalledWith('Only 1 of Embroidered Sleeve Abaya left.')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('moves one from the wishlist in move mode, without a quantity', async () => {
    const user = userEvent.setup()
    move.mockResolvedValue({
      ok: true,
      counts,
      message: { code: 'moved', productName: 'Embroidered Sleeve Abaya' },
    })
    render(<PurchaseForm product={abaya} stock={inStock(9)} mode="move" />)
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'L' }))
    await user.click(screen.getByRole('button', { name: 'Move to Bag' }))
    expect(move).toHaveBeenCalledWith(2, 'Black', 'L')
    expect(add).not.toHaveBeenCalled()
  })

  it('shows the chosen size’s own stock, sold-out sizes struck through, and asks to be told for one', async () => {
    const user = userEvent.setup()
    askWhenBack.mockResolvedValue({ ok: true })
    const variants = { 'Black|S': 0, 'Black|M': 2, 'Black|L': 9, 'Navy|S': 4, 'Navy|M': 0, 'Navy|L': 0 }
    render(<PurchaseForm product={abaya} stock={{ ...inStock(15), variants }} />)

    // Black is chosen: S is sold out in Black (still shown, and choosable to ask for it).
    expect(screen.getByRole('radio', { name: 'S, sold out' })).toBeEnabled()
    await user.click(screen.getByRole('radio', { name: 'M' }))
    expect(screen.getByText('Only 2 left in M')).toBeInTheDocument()
    expect(addButton()).toBeEnabled()
    expect(screen.queryByRole('region', { name: /Tell me when/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'S, sold out' }))
    expect(screen.getByText('Sold out in S')).toBeInTheDocument()
    expect(addButton()).toBeDisabled()
    const ask = screen.getByRole('region', { name: 'Tell me when S is back' })
    await user.type(screen.getByLabelText('E-mail'), 'amina@example.com')
    await user.click(screen.getByRole('button', { name: 'Tell me' }))
    const sent = askWhenBack.mock.calls[0]?.[0]
    expect(Object.fromEntries(sent?.entries() ?? [])).toEqual({
      email: 'amina@example.com',
      productId: '2',
      color: 'Black',
      size: 'S',
      language: 'en',
    })
    expect(ask).toHaveTextContent('please confirm with the link')
    expect(add).not.toHaveBeenCalled()
  })
})
