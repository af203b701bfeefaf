/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { removeCartLine, updateCartLine } from '@/lib/cart/actions'
import { PersonalReloadContext } from '@/components/personal/personal-reload'
import { CartLineControls } from './cart-line-controls'

jest.mock('@/lib/cart/actions', () => ({ updateCartLine: jest.fn(), removeCartLine: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const update = jest.mocked(updateCartLine)
const remove = jest.mocked(removeCartLine)
const counts = { cart: 2, wishlist: 0 }

const props = {
  productId: 2,
  color: 'Navy',
  size: 'M',
  name: 'Embroidered Sleeve Abaya',
  quantity: 2,
  maxQuantity: 3,
} as const

beforeEach(() => jest.clearAllMocks())

describe('CartLineControls', () => {
  it('saves a new quantity for exactly this line, then reads the bag again', async () => {
    const user = userEvent.setup()
    update.mockResolvedValue({ ok: true, counts, message: { code: 'bag-updated' } })
    const reload = jest.fn(async () => {})
    const { rerender } = render(
      <PersonalReloadContext value={reload}>
        <CartLineControls {...props} />
      </PersonalReloadContext>,
    )
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Embroidered Sleeve Abaya' }))
    expect(update).toHaveBeenCalledWith(2, 'Navy', 'M', 3)
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    // The bag read again comes back with the saved quantity; at the stock left the stepper stops.
    rerender(
      <PersonalReloadContext value={reload}>
        <CartLineControls {...props} quantity={3} />
      </PersonalReloadContext>,
    )
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Embroidered Sleeve Abaya' })).toHaveValue(3)
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Embroidered Sleeve Abaya' }),
    ).toBeDisabled()
  })

  it('puts the number back and explains a refusal', async () => {
    const user = userEvent.setup()
    update.mockResolvedValue({
      ok: false,
      code: 'stock-left',
      productName: 'Embroidered Sleeve Abaya',
      available: 2,
      inBag: 0,
    })
    render(<CartLineControls {...props} />)
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Embroidered Sleeve Abaya' }))
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only 2 of Embroidered Sleeve Abaya left.'))
    // Back once the change is over: the toast comes before the bag is read again.
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Quantity of Embroidered Sleeve Abaya' })).toHaveValue(2),
    )
  })

  it('removes the line', async () => {
    const user = userEvent.setup()
    remove.mockResolvedValue({ ok: true, counts, message: { code: 'removed' } })
    render(<CartLineControls {...props} />)
    await user.click(screen.getByRole('button', { name: 'Remove Embroidered Sleeve Abaya' }))
    expect(remove).toHaveBeenCalledWith(2, 'Navy', 'M')
    expect(toast.success).toHaveBeenCalledWith('Embroidered Sleeve Abaya was removed from your bag.')
  })
})
