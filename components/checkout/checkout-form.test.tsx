/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { previewPromoCode } from '@/lib/checkout/actions'
import { placeOrderAction } from '@/lib/orders/actions'
import { CheckoutForm, CONNECTION_ERROR } from './checkout-form'

jest.mock('@/lib/checkout/actions', () => ({ previewPromoCode: jest.fn() }))
jest.mock('@/lib/orders/actions', () => ({ placeOrderAction: jest.fn() }))
const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const preview = jest.mocked(previewPromoCode)
const placeOrder = jest.mocked(placeOrderAction)

const KEY = '6f1c2b9e-4d3a-4c8b-9e7f-1a2b3c4d5e6f'

function renderForm(overrides: Partial<Parameters<typeof CheckoutForm>[0]> = {}) {
  return render(
    <CheckoutForm
      idempotencyKey={KEY}
      pricing={{ subtotal: 4000, discount: 0, shipping: 499, total: 4499, promoCode: null }}
      shippingNote="Free delivery across Pakistan on orders of $50.00 or more after discounts; otherwise a flat $4.99."
      canCheckout
      firstOrder
      defaults={{ fullName: '', mobile: '' }}
      lines={<p>bag lines</p>}
      {...overrides}
    />,
  )
}

const summary = () => screen.getByRole('region', { name: 'Order summary' })

function figure(term: string): string | null | undefined {
  const row = within(summary())
    .getAllByRole('term')
    .find((element) => element.textContent === term)
  return row?.nextElementSibling?.textContent
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ayesha Khan')
  await user.type(screen.getByLabelText('Mobile number'), '0300 1234567')
  await user.type(screen.getByLabelText('Address'), 'House 12, Street 4, Gulberg III')
  await user.type(screen.getByLabelText('City'), 'Lahore')
  await user.selectOptions(screen.getByLabelText('Province'), 'Punjab')
}

beforeEach(() => {
  jest.clearAllMocks()
})

describe('CheckoutForm payment methods', () => {
  it('offers cash on delivery, selected, and shows the other methods disabled as coming soon', () => {
    renderForm()
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
    renderForm()
    expect(figure('Total')).toBe('$44.99')

    await user.type(screen.getByLabelText('Promo code'), 'fatin15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))

    expect(preview).toHaveBeenCalledWith('fatin15')
    expect(await screen.findByText(/FATIN15 applied: 15% off your first order/)).toBeInTheDocument()
    expect(figure('Discount (FATIN15)')).toBe('−$6.00')
    expect(figure('Delivery')).toBe('$4.99')
    expect(figure('Total')).toBe('$38.99')
    expect(placeOrder).not.toHaveBeenCalled()
  })

  it('shows the refusal next to the field and leaves the totals alone', async () => {
    preview.mockResolvedValue({
      ok: false,
      error: 'FATIN15 is only valid on your first order.',
      fieldErrors: { promoCode: 'FATIN15 is only valid on your first order.' },
    })
    const user = userEvent.setup()
    renderForm({ firstOrder: false })

    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))

    expect(await screen.findByText('FATIN15 is only valid on your first order.')).toBeInTheDocument()
    expect(screen.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true')
    expect(figure('Total')).toBe('$44.99')
    expect(within(summary()).queryByText(/Discount/)).not.toBeInTheDocument()
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
    renderForm()
    await user.type(screen.getByLabelText('Promo code'), 'WELCOME10{Enter}')
    expect(await screen.findByText(/WELCOME10 applied/)).toBeInTheDocument()
    expect(placeOrder).not.toHaveBeenCalled()
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
    renderForm()
    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await user.click(await screen.findByRole('button', { name: 'Remove' }))
    expect(screen.getByLabelText('Promo code')).toHaveValue('')
    expect(figure('Total')).toBe('$44.99')
  })

  it('asks for a code when Apply is pressed on an empty field, without a server call', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(screen.getByText('Please enter a promo code.')).toBeInTheDocument()
    expect(preview).not.toHaveBeenCalled()
  })
})

describe('CheckoutForm placing the order', () => {
  it('checks the address in the browser first and points at the first mistake', async () => {
    const user = userEvent.setup()
    renderForm()
    await user.type(screen.getByLabelText('Mobile number'), '12345')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument()
    expect(screen.getByText(/Please enter a Pakistani mobile number/)).toBeInTheDocument()
    expect(screen.getByText('Please choose your province or territory.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveFocus()
    expect(placeOrder).not.toHaveBeenCalled()
  })

  it('sends the rendered idempotency key and the code, then opens the confirmation', async () => {
    placeOrder.mockResolvedValue({ ok: true, orderId: KEY })
    const user = userEvent.setup()
    renderForm()
    await fillAddress(user)
    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${KEY}`))
    const formData = placeOrder.mock.calls[0]?.[1]
    expect(formData?.get('idempotencyKey')).toBe(KEY)
    expect(formData?.get('paymentMethod')).toBe('cod')
    expect(formData?.get('promoCode')).toBe('FATIN15')
    expect(formData?.get('province')).toBe('Punjab')
  })

  it('shows a refusal in an alert and a toast and keeps what was typed', async () => {
    const error = 'Sorry, only 2 of Classic Nida Abaya are left. Please lower the quantity in your bag.'
    placeOrder.mockResolvedValue({
      ok: false,
      code: 'out-of-stock',
      error,
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
    renderForm()
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
    placeOrder.mockResolvedValue({ ok: false, code: 'conflict', error })
    const user = userEvent.setup()
    renderForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(error)
    expect(toast.error).toHaveBeenCalledWith(error)
    expect(screen.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart')
    expect(push).not.toHaveBeenCalled()
  })

  it('decides on the review link by the failure code, not by its words', async () => {
    placeOrder.mockResolvedValue({ ok: false, error: 'Something about your bag went wrong.' })
    const user = userEvent.setup()
    renderForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Something about your bag went wrong.')
    expect(screen.queryByRole('link', { name: 'Review your bag' })).toBeNull()
  })

  it('sends one request for a double submission', async () => {
    placeOrder.mockResolvedValue({ ok: true, orderId: KEY })
    const user = userEvent.setup()
    renderForm()
    await fillAddress(user)
    const form = screen.getByRole('form', { name: 'Checkout' }) as HTMLFormElement
    form.requestSubmit()
    form.requestSubmit()

    expect(await screen.findByText('Order placed! Opening your confirmation…')).toBeInTheDocument()
    expect(push).toHaveBeenCalledWith(`/orders/${KEY}`)
    expect(placeOrder).toHaveBeenCalledTimes(1)
  })

  it('after a lost answer, a retry sends the same key again', async () => {
    placeOrder
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: true, orderId: KEY })
    const user = userEvent.setup()
    renderForm()
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(CONNECTION_ERROR)
    expect(screen.getByLabelText('Address')).toHaveValue('House 12, Street 4, Gulberg III')
    await user.click(screen.getByRole('button', { name: 'Place order' }))

    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${KEY}`))
    expect(placeOrder.mock.calls.map(([, formData]) => formData.get('idempotencyKey'))).toEqual([KEY, KEY])
  })

  it('shows a server field error next to its field', async () => {
    placeOrder.mockResolvedValue({
      ok: false,
      error: 'FATIN15 is only valid on your first order.',
      fieldErrors: { promoCode: 'FATIN15 is only valid on your first order.' },
      values: { promoCode: 'FATIN15' },
    })
    const user = userEvent.setup()
    renderForm({ firstOrder: false })
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
    renderForm({ canCheckout: false })
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled()
  })
})
