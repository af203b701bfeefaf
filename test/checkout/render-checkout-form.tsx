import { render, screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { CheckoutForm } from '@/components/checkout/checkout-form'

/**
 * Renders the checkout form as the checkout page does, for the checkout component tests (each mocks the
 * server actions, next/navigation and the toasts itself: jest.mock is per test file).
 */
export const CHECKOUT_KEY = '6f1c2b9e-4d3a-4c8b-9e7f-1a2b3c4d5e6f'

export function renderCheckoutForm(overrides: Partial<ComponentProps<typeof CheckoutForm>> = {}) {
  return render(
    <CheckoutForm
      idempotencyKey={CHECKOUT_KEY}
      pricing={{ subtotal: 4000, discount: 0, shipping: 499, total: 4499, promoCode: null }}
      shippingNote="Free delivery across Pakistan on orders of $50.00 or more after discounts; otherwise a flat $4.99."
      canCheckout
      firstOrder
      defaults={{ fullName: '', mobile: '', address: '', city: '', province: '', postalCode: '' }}
      lines={<p>bag lines</p>}
      {...overrides}
    />,
  )
}

export const orderSummary = () => screen.getByRole('region', { name: 'Order summary' })

/** The figure shown beside a term of the summary's price breakdown ('Total' -> '$44.99'). */
export function summaryFigure(term: string): string | null | undefined {
  const row = within(orderSummary())
    .getAllByRole('term')
    .find((element) => element.textContent === term)
  return row?.nextElementSibling?.textContent
}

export async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ayesha Khan')
  await user.type(screen.getByLabelText('Mobile number'), '0300 1234567')
  await user.type(screen.getByLabelText('Address'), 'House 12, Street 4, Gulberg III')
  await user.type(screen.getByLabelText('City'), 'Lahore')
  await user.selectOptions(screen.getByLabelText('Province'), 'Punjab')
}
