/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { subscribeToNewsletter } from '@/lib/newsletter/actions'
import { NewsletterSignup, THANK_YOU_MS } from './newsletter-signup'

jest.mock('@/lib/newsletter/actions', () => ({ subscribeToNewsletter: jest.fn() }))
const subscribe = jest.mocked(subscribeToNewsletter)

/** Types an address and presses Subscribe, then lets the (faked) server action answer. */
async function submitWith(email: string) {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  })
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

beforeEach(() => {
  subscribe.mockReset()
  subscribe.mockResolvedValue({ ok: true })
})

describe('NewsletterSignup', () => {
  afterEach(() => jest.useRealTimers())

  it('asks for an email when submitted empty, keeps the form and calls no server', async () => {
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('   ')
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument()
    const input = screen.getByLabelText('Email address')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please enter your email address.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('rejects something that is not an email address', async () => {
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('amina-at-example')
    expect(screen.getByText(/Please enter a valid email address/)).toBeInTheDocument()
    // The shopper's typing is kept so they can correct it.
    expect(screen.getByLabelText('Email address')).toHaveValue('amina-at-example')
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('clears the message once the shopper types again', async () => {
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('')
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'a' } })
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument()
  })

  it('sends the address, where it was typed and the page language (for the confirmation e-mail)', async () => {
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('amina@example.com')
    expect(subscribe).toHaveBeenCalledTimes(1)
    const sent = subscribe.mock.calls[0]?.[0]
    expect(sent?.get('email')).toBe('amina@example.com')
    expect(sent?.get('source')).toBe('home')
    expect(sent?.get('language')).toBe('en')
  })

  it(`thanks the subscriber for ${THANK_YOU_MS} ms, then brings back an empty form`, async () => {
    jest.useFakeTimers()
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('amina@example.com')

    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument()
    expect(screen.getByText(/10% welcome code/)).toBeInTheDocument()
    expect(screen.getByText(/check your inbox and confirm your subscription/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument()

    act(() => jest.advanceTimersByTime(THANK_YOU_MS - 1))
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument()

    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('')
  })

  it('shows the welcome code in the thank-you when one is given', async () => {
    render(<NewsletterSignup discountPercent={10} welcomeCode="WELCOME10" />)
    await submitWith('amina@example.com')
    expect(screen.getByRole('status')).toHaveTextContent('Use code WELCOME10 for 10% off your first order.')
  })

  it('shows no thank-you until the server has answered, and takes one press at a time', async () => {
    const answer = deferred<{ ok: true }>()
    subscribe.mockReturnValue(answer.promise)
    render(<NewsletterSignup discountPercent={10} welcomeCode="WELCOME10" />)
    await submitWith('amina@example.com')

    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled()

    await act(async () => answer.resolve({ ok: true }))
    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument()
  })

  it('shows the server’s refusal and keeps what was typed', async () => {
    subscribe.mockResolvedValue({
      ok: false,
      code: 'too-many-attempts',
    })
    render(<NewsletterSignup discountPercent={10} welcomeCode="WELCOME10" />)
    await submitWith('amina@example.com')
    expect(
      screen.getByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('amina@example.com')
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument()
  })

  it('prefers the server’s message about the address itself', async () => {
    subscribe.mockResolvedValue({
      ok: false,
      code: 'invalid-input',
      fieldErrors: { email: 'newsletter-email-invalid' },
    })
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('amina@example.com')
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    )
  })

  it('asks to try again when the shop cannot be reached, keeping the address', async () => {
    subscribe.mockRejectedValue(new TypeError('Failed to fetch'))
    render(<NewsletterSignup discountPercent={10} />)
    await submitWith('amina@example.com')
    expect(
      screen.getByText('We could not reach the shop. Please check your connection and try again.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('amina@example.com')
  })
})
