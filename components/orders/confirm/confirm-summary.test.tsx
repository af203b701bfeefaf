/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { maskMobile } from '@/lib/checkout/masked-mobile'
import type { ConfirmSummary as Summary } from '@/lib/orders/confirmation/confirm-page-data'
import { ConfirmSummary } from './confirm-summary'

const summary: Summary = {
  orderNumber: 'FT-12345678',
  lines: [
    { productId: 1, name: 'Classic Black Abaya', color: 'Black', size: 'M', quantity: 1, lineTotal: 12999 },
  ],
  total: 13249,
  address: {
    fullName: 'عائشہ خان',
    address: 'مکان 12، گلبرگ',
    city: 'لاہور',
    province: 'Punjab',
    postalCode: '54660',
    mobile: maskMobile('+923001234567'),
  },
}

describe('ConfirmSummary', () => {
  it('names what she bought in her language, as her order page and e-mail do', () => {
    render(<ConfirmSummary summary={summary} locale="ur" />)
    const items = screen.getByRole('list')
    expect(within(items).getByText('کلاسک سیاہ عبایا')).toBeVisible()
    expect(within(items).queryByText('Classic Black Abaya')).not.toBeInTheDocument()
  })

  it('in English, the English name', () => {
    render(<ConfirmSummary summary={summary} locale="en" />)
    expect(within(screen.getByRole('list')).getByText('Classic Black Abaya')).toBeVisible()
  })
})
