/** @jest-environment jsdom */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { placeOrder } from '@/lib/orders/actions'
import { CHECKOUT_KEY, fillAddress, renderCheckoutForm } from '@/test/checkout/render-checkout-form'
const CONNECTION_ERROR =
  'We could not reach the shop. Check your connection and press Place order again: it will not order twice.'

jest.mock('@/lib/checkout/actions', () => ({ previewPromoCode: jest.fn() }))
jest.mock('@/lib/orders/actions', () => ({ placeOrder: jest.fn() }))
const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const place = jest.mocked(placeOrder)

beforeEach(() => {
  jest.clearAllMocks()
})

describe('CheckoutForm payment methods', () => {
  it('offers cash on delivery, selected, and shows the other methods disabled as coming soon', () => {
    renderCheckoutForm()
    const payment = screen.getByRole('group', { name: 'Payment' })
    const cod = within(payment).getByRole('radio', { name: /Cash on delivery/ })
    expect(cod).toBeChecked()
    expect(cod).toBeEnabled()
    for (const name of ['Visa / MasterCard', 'PayPal', 'EasyPaisa', 'JazzCash']) {
      const radio = within(payment).getByRole('radio', { name: new RegExp(name.replace('/', '\\/')) })
      expect(radio).toBeDisabled()
      expect(radio).not.toBeChecked()
      expect(radio).toHaveAccessibleDescription('Coming soon')
    }
    expect(
      within(payment)
        .getAllByRole('radio')
        .filter((radio) => !radio.hasAttribute('disabled')),
    ).toEqual([cod])
  })
})

describe('CheckoutForm placing the order', () => {
  it('checks the address in the browser first and points at the first mistake', async () => {
    const user = userEvent.setup()
    renderCheckoutForm()
    await user.type(screen.getByLabelText('Mobile number'), '12345')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument()
    expect(screen.getByText(/Please enter a Pakistani mobile number/)).toBeInTheDocument()
    expect(screen.getByText('Please choose your province or territory.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveFocus()
    expect(place).not.toHaveBeenCalled()
  })

  it('sends the rendered idempotency key and the code, then opens the confirmation', async () => {
    place.mockResolvedValue({ ok: true, orderId: CHECKOUT_KEY })
    const user = userEvent.setup()
    renderCheckoutForm()
    await fillAddress(user)
    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${CHECKOUT_KEY}`))
    const formData = place.mock.calls[0]?.[0]
    expect(formData?.get('idempotencyKey')).toBe(CHECKOUT_KEY)
    expect(formData?.get('paymentMethod')).toBe('cod')
    expect(formData?.get('promoCode')).toBe('FATIN15')
    expect(formData?.get('province')).toBe('Punjab')
  })

  it('shows a refusal in an alert and a toast and keeps what was typed', async () => {
    const error = 'Sorry, only 2 of Classic Nida Abaya are left. Please lower the quantity in your bag.'
    place.mockResolvedValue({
      ok: false,
      code: 'out-of-stock',
      productName: 'Classic Nida Abaya',
      available: 2,
      values: {
        fullName: 'Ayesha Khan',
        mobile: '0300 1234567',
        address: 'House 12, Street 4, Gulberg III',
        city: 'Lahore',
        province: 'Punjab',
        postalCode: '',
        paymentMethod: 'cod',
        promoCode: '',
      },
    })
    const user = userEvent.setup()
    renderCheckoutForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(error)
    expect(toast.error).toHaveBeenCalledWith(error)
    expect(screen.getByLabelText('Full name')).toHaveValue('Ayesha Khan')
    expect(screen.getByLabelText('City')).toHaveValue('Lahore')
    expect(screen.getByLabelText('Province')).toHaveValue('Punjab')
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart')
    expect(push).not.toHaveBeenCalled()
  })

  it('tells the shopper to review the bag when the same checkout is sent again with another bag', async () => {
    const error =
      'You already placed an order from this checkout, and your bag or details have changed since. Please review your bag below before ordering again.'
    place.mockResolvedValue({ ok: false, code: 'conflict' })
    const user = userEvent.setup()
    renderCheckoutForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(error)
    expect(toast.error).toHaveBeenCalledWith(error)
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart')
    expect(push).not.toHaveBeenCalled()
  })

  it('decides on the review link by the failure code, not by its words', async () => {
    place.mockResolvedValue({ ok: false, code: 'unexpected' })
    const user = userEvent.setup()
    renderCheckoutForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    )
    expect(screen.queryByRole('link', { name: 'Review your bag' })).toBeNull()
  })

  it('sends one request for a double submission', async () => {
    place.mockResolvedValue({ ok: true, orderId: CHECKOUT_KEY })
    const user = userEvent.setup()
    renderCheckoutForm()
    await fillAddress(user)
    const form = screen.getByRole('form', { name: 'Checkout' }) as HTMLFormElement
    // Two submits in a row, as a double tap sends them; act() lets React finish the updates they start.
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })

    expect(await screen.findByText('Order placed! Opening your confirmation…')).toBeInTheDocument()
    expect(push).toHaveBeenCalledWith(`/orders/${CHECKOUT_KEY}`)
    expect(place).toHaveBeenCalledTimes(1)
  })

  it('after a lost answer, a retry sends the same key again', async () => {
    place
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true, orderId: CHECKOUT_KEY })
    const user = userEvent.setup()
    renderCheckoutForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR)
    expect(screen.getByLabelText('Address')).toHaveValue('House 12, Street 4, Gulberg III')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${CHECKOUT_KEY}`))
    expect(place.mock.calls.map(([formData]) => formData.get('idempotencyKey'))).toEqual([
      CHECKOUT_KEY,
      CHECKOUT_KEY,
    ])
  })

  it('shows a server field error next to its field', async () => {
    place.mockResolvedValue({
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
      values: { promoCode: 'FATIN15' },
    })
    const user = userEvent.setup()
    renderCheckoutForm({ firstOrder: false })
    await fillAddress(user)
    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('FATIN15 is only valid on your first order.')
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Promo code')).toHaveValue('FATIN15')

    // Editing the code clears the verdict about the old one.
    await user.clear(screen.getByLabelText('Promo code'))
    expect(screen.getByLabelText('Promo code')).not.toHaveAttribute('aria-invalid')
  })

  it('cannot be placed while the bag has a stock problem', () => {
    renderCheckoutForm({ canCheckout: false })
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled()
  })
})
