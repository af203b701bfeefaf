/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { previewPromoCode } from '@/lib/checkout/actions'
import { placeOrder } from '@/lib/orders/actions'
import { orderSummary, renderCheckoutForm, summaryFigure } from '@/test/checkout/render-checkout-form'

jest.mock('@/lib/checkout/actions', () => ({ previewPromoCode: jest.fn() }))
jest.mock('@/lib/orders/actions', () => ({ placeOrder: jest.fn() }))
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const preview = jest.mocked(previewPromoCode)
const place = jest.mocked(placeOrder)

beforeEach(() => {
  jest.clearAllMocks()
})

describe('CheckoutForm promo code', () => {
  it('previews an accepted code in the summary before the order is placed', async () => {
    preview.mockResolvedValue({
      ok: true,
      appliedCode: 'FATIN15',
      subtotal: 4000,
      discount: 600,
      shipping: 499,
      total: 3899,
    })
    const user = userEvent.setup()
    renderCheckoutForm()
    expect(summaryFigure('Total')).toBe('$44.99')

    await user.type(screen.getByLabelText('Promo code'), 'fatin15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))

    expect(preview).toHaveBeenCalledWith('fatin15')
    expect(await screen.findByText(/FATIN15 applied: 15% off your first order/)).toBeInTheDocument()
    expect(summaryFigure('Discount (FATIN15)')).toBe('−$6.00')
    expect(summaryFigure('Delivery')).toBe('$4.99')
    expect(summaryFigure('Total')).toBe('$38.99')
    expect(place).not.toHaveBeenCalled()
  })

  it('shows the refusal next to the field and leaves the totals alone', async () => {
    preview.mockResolvedValue({
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
    })
    const user = userEvent.setup()
    renderCheckoutForm({ firstOrder: false })

    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))

    expect(await screen.findByText('FATIN15 is only valid on your first order.')).toBeInTheDocument()
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true')
    expect(summaryFigure('Total')).toBe('$44.99')
    expect(within(orderSummary()).queryByText(/Discount/)).not.toBeInTheDocument()
  })

  it('applies the code on Enter instead of placing the order', async () => {
    preview.mockResolvedValue({
      ok: true,
      appliedCode: 'WELCOME10',
      subtotal: 4000,
      discount: 400,
      shipping: 499,
      total: 4099,
    })
    const user = userEvent.setup()
    renderCheckoutForm()
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10{Enter}')
    expect(await screen.findByText(/WELCOME10 applied/)).toBeInTheDocument()
    expect(place).not.toHaveBeenCalled()
  })

  it('drops the preview when the code is edited or removed', async () => {
    preview.mockResolvedValue({
      ok: true,
      appliedCode: 'FATIN15',
      subtotal: 4000,
      discount: 600,
      shipping: 499,
      total: 3899,
    })
    const user = userEvent.setup()
    renderCheckoutForm()
    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(screen.getByLabelText('Promo code')).toHaveValue('')
    expect(summaryFigure('Total')).toBe('$44.99')
  })

  it('asks for a code when Apply is pressed on an empty field, without a server call', async () => {
    const user = userEvent.setup()
    renderCheckoutForm()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('Please enter a promo code.')).toBeInTheDocument()
    expect(preview).not.toHaveBeenCalled()
  })
})
