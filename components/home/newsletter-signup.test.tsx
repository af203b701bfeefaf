/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { NewsletterSignup, THANK_YOU_MS } from './newsletter-signup'

function submitWith(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
}

describe('NewsletterSignup', () => {
  afterEach(() => jest.useRealTimers())

  it('asks for an email when submitted empty, and keeps the form', () => {
    render(<NewsletterSignup discountPercent={10} />)
    submitWith('   ')
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument()
    const input = screen.getByLabelText('Email address')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please enter your email address.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('rejects something that is not an email address', () => {
    render(<NewsletterSignup discountPercent={10} />)
    submitWith('amina-at-example')
    expect(screen.getByText(/Please enter a valid email address/)).toBeInTheDocument()
    // The shopper's typing is kept so they can correct it.
    expect(screen.getByLabelText('Email address')).toHaveValue('amina-at-example')
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
  })

  it('clears the message once the shopper types again', () => {
    render(<NewsletterSignup discountPercent={10} />)
    submitWith('')
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'a' } })
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument()
  })

  it(`thanks the subscriber for ${THANK_YOU_MS} ms, then brings back an empty form`, () => {
    jest.useFakeTimers()
    render(<NewsletterSignup discountPercent={10} />)
    submitWith('amina@example.com')

    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument()
    expect(screen.getByText(/10% welcome code/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument()

    act(() => jest.advanceTimersByTime(THANK_YOU_MS - 1))
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('')
  })

  it('shows the welcome code in the thank-you when one is given', () => {
    render(<NewsletterSignup discountPercent={10} welcomeCode="WELCOME10" />)
    submitWith('amina@example.com')
    expect(screen.getByRole('status')).toHaveTextContent('Use code WELCOME10 for 10% off your first order.')
  })
})
