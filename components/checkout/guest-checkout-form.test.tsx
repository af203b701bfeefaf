/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { previewPromoCode } from '@/lib/checkout/actions'
import { placeOrder } from '@/lib/orders/actions'
import { CHECKOUT_KEY, fillAddress, renderCheckoutForm } from '@/test/checkout/render-checkout-form'

jest.mock('@/lib/checkout/actions', () => ({ previewPromoCode: jest.fn() }))
jest.mock('@/lib/orders/actions', () => ({ placeOrder: jest.fn() }))
const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const place = jest.mocked(placeOrder)
const preview = jest.mocked(previewPromoCode)

beforeEach(() => jest.clearAllMocks())

describe('the checkout form for a guest', () => {
  it('asks for an e-mail, checked in the browser like the rest, before anything is sent', async () => {
    const user = userEvent.setup()
    renderCheckoutForm({ guest: true })
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(screen.getByText('Please enter your e-mail address for the receipt.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveFocus()

    await user.type(screen.getByLabelText('Email'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    expect(screen.getByText('Please enter your e-mail address, like name@example.com.')).toBeInTheDocument()
    expect(place).not.toHaveBeenCalled()
  })

  it('sends the e-mail with the order', async () => {
    place.mockResolvedValue({ ok: true, orderId: CHECKOUT_KEY })
    const user = userEvent.setup()
    renderCheckoutForm({ guest: true })
    await fillAddress(user)
    await user.type(screen.getByLabelText('Email'), 'Ayesha@Example.com')
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${CHECKOUT_KEY}`))
    expect(place.mock.calls[0]?.[0].get('email')).toBe('Ayesha@Example.com')
  })

  it('previews a code without sending the mobile or e-mail typed so far', async () => {
    preview.mockResolvedValue({
      ok: false,
      code: 'promo-refused',
      refusal: { code: 'promo-unknown', promoCode: 'X' },
    })
    const user = userEvent.setup()
    renderCheckoutForm({ guest: true })
    await user.type(screen.getByLabelText('Mobile number'), '0300 1234567')
    await user.type(screen.getByLabelText('Email'), 'ayesha@example.com')
    await user.type(screen.getByLabelText('Promo code'), 'FATIN15')
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    // Whether that contact has ordered before is decided at Place order, never told by the preview.
    await waitFor(() => expect(preview).toHaveBeenCalledWith('FATIN15'))
    expect(preview.mock.calls[0]).toHaveLength(1)
  })

  it('is not asked of a signed-in shopper, whose e-mail comes from the account', () => {
    renderCheckoutForm()
    expect(screen.queryByLabelText('Email')).toBeNull()
  })
})
