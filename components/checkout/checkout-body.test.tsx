/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { placeOrder } from '@/lib/orders/actions'
import type { CheckoutView } from '@/lib/checkout/checkout-view-types'
import { fillAddress } from '@/test/checkout/render-checkout-form'
import { CheckoutBody } from './checkout-body'

jest.mock('@/lib/checkout/actions', () => ({ previewPromoCode: jest.fn() }))
jest.mock('@/lib/orders/actions', () => ({ placeOrder: jest.fn() }))
const push = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch: jest.fn() }) }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))
jest.mock('@/lib/shopper/browser-store', () => ({ requestShopper: jest.fn() }))

const place = jest.mocked(placeOrder)

const NO_DEFAULTS = { fullName: '', mobile: '', address: '', city: '', province: '', postalCode: '' } as const
const KEY_1 = '11111111-1111-4111-8111-111111111111'
const KEY_2 = '22222222-2222-4222-8222-222222222222'

function checkout(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    guest: false,
    lines: [
      {
        key: '2|Emerald|',
        href: '/product/2-test-scarf',
        name: 'Test Scarf',
        image: 'products/test',
        color: 'Emerald',
        size: null,
        quantity: 2,
        unitPrice: 1599,
        lineTotal: 3198,
        problem: null,
      },
    ],
    itemCount: 2,
    pricing: { subtotal: 3198, discount: 0, shipping: 499, total: 3697, promoCode: null },
    canCheckout: true,
    problems: [],
    firstOrder: true,
    defaults: { ...NO_DEFAULTS, fullName: 'Ayesha Khan', mobile: '0300 1234567' },
    idempotencyKey: KEY_1,
    ...overrides,
  }
}

/** Answers GET /api/checkout with each of these in turn (a status alone is a failed read), the last one after. */
function fakeCheckoutApi(...answers: (CheckoutView | number)[]) {
  let call = 0
  const fetchMock = jest.fn(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)]
    if (typeof answer === 'number') return { ok: false, status: answer, json: async () => ({}) } as Response
    return { ok: true, status: 200, json: async () => answer } as unknown as Response
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

const form = () => screen.getByRole('form', { name: 'Checkout' })
const sentKey = () => place.mock.calls.at(-1)?.[0].get('idempotencyKey')

/** Types the address over the account's defaults. */
async function fillBlankAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText('Full name'))
  await user.clear(screen.getByLabelText('Mobile number'))
  await fillAddress(user)
}

/** The page comes back from the back/forward cache. */
async function restoreFromBackForwardCache() {
  await act(async () => {
    const event = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(event, 'persisted', { value: true })
    window.dispatchEvent(event)
  })
}

beforeEach(() => jest.clearAllMocks())

describe('CheckoutBody', () => {
  it('shows the skeleton while it reads the checkout, then the form with the shopper’s bag', async () => {
    const fetchMock = fakeCheckoutApi(checkout())
    render(<CheckoutBody />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading checkout…')

    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith('/api/checkout?lang=en', expect.anything())
    expect(screen.queryByText('Loading checkout…')).not.toBeInTheDocument()
    expect(within(form()).getByRole('list', { name: 'Items in your bag (2)' })).toHaveTextContent(
      'Test Scarf',
    )
    expect(screen.getByLabelText('Full name')).toHaveValue('Ayesha Khan')
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0300 1234567')
    expect(screen.queryByText(/Checking out as a guest/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument()
  })

  it("fills the form from the account's saved address", async () => {
    const saved = {
      fullName: 'Ayesha Khan',
      mobile: '0300 1234567',
      address: 'House 12, Street 4, Gulberg III',
      city: 'Lahore',
      province: 'Punjab',
      postalCode: '54000',
    } as const
    fakeCheckoutApi(checkout({ defaults: saved }))
    render(<CheckoutBody />)
    await screen.findByRole('form', { name: 'Checkout' })
    expect(screen.getByLabelText('Address')).toHaveValue(saved.address)
    expect(screen.getByLabelText('City')).toHaveValue('Lahore')
    expect(screen.getByLabelText('Province')).toHaveValue('Punjab')
    expect(screen.getByLabelText('Postal code (optional)')).toHaveValue('54000')
  })

  it('offers a guest to sign in first and asks for an e-mail', async () => {
    fakeCheckoutApi(checkout({ guest: true, defaults: NO_DEFAULTS }))
    render(<CheckoutBody />)
    await screen.findByRole('form', { name: 'Checkout' })
    expect(screen.getByText(/Checking out as a guest/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fcheckout')
    expect(within(form()).getByLabelText(/mail/i)).toBeInTheDocument()
  })

  it('shows the way back to the shop for an empty bag', async () => {
    fakeCheckoutApi(checkout({ lines: [], itemCount: 0, canCheckout: false }))
    render(<CheckoutBody />)
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Checkout' })).not.toBeInTheDocument()
  })

  it('names the lines that cannot be ordered and keeps Place order disabled', async () => {
    const problem = { code: 'only-left', available: 1 } as const
    const view = checkout({ canCheckout: false })
    const line = { ...view.lines[0]!, problem }
    fakeCheckoutApi({ ...view, lines: [line], problems: [{ key: line.key, name: line.name, problem }] })
    render(<CheckoutBody />)
    const alert = await screen.findByText('Some items are no longer available in the quantity in your bag.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Test Scarf: Only 1 left')
    expect(screen.getByRole('link', { name: 'Update your bag' })).toHaveAttribute('href', '/cart')
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled()
  })

  it('says the store is unavailable when the read fails, and reads again on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const fetchMock = fakeCheckoutApi(503, checkout())
    render(<CheckoutBody />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent("We couldn't reach our store just now.")
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('form', { name: 'Checkout' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('after a conflict reads the bag again and sends a new key with the next attempt', async () => {
    const fetchMock = fakeCheckoutApi(checkout(), checkout({ idempotencyKey: KEY_2 }))
    place.mockResolvedValueOnce({ ok: false, code: 'conflict' })
    place.mockResolvedValueOnce({ ok: true, orderId: KEY_2 })
    const user = userEvent.setup()
    render(<CheckoutBody />)
    await screen.findByRole('form', { name: 'Checkout' })
    await fillBlankAddress(user)

    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(sentKey()).toBe(KEY_1)
    expect(await within(form()).findByRole('alert')).toBeInTheDocument()
    // What was typed stays.
    expect(screen.getByLabelText('City')).toHaveValue('Lahore')

    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${KEY_2}`))
    expect(sentKey()).toBe(KEY_2)
  })

  it('after placing the order goes to it without reading the now empty bag', async () => {
    const fetchMock = fakeCheckoutApi(checkout())
    place.mockResolvedValue({ ok: true, orderId: KEY_1 })
    const user = userEvent.setup()
    render(<CheckoutBody />)
    await screen.findByRole('form', { name: 'Checkout' })
    await fillBlankAddress(user)
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${KEY_1}`))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('restored from the back/forward cache: shows the bag as it is now, keeps the attempt’s key and what was typed', async () => {
    const later = checkout({ idempotencyKey: KEY_2, itemCount: 3 })
    const fetchMock = fakeCheckoutApi(checkout(), { ...later, lines: [{ ...later.lines[0]!, quantity: 3 }] })
    place.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    place.mockResolvedValueOnce({ ok: true, orderId: KEY_1 })
    const user = userEvent.setup()
    render(<CheckoutBody />)
    await screen.findByRole('form', { name: 'Checkout' })
    await fillBlankAddress(user)
    // The answer is lost: the order may exist.
    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(place).toHaveBeenCalledTimes(1))

    await restoreFromBackForwardCache()
    expect(await screen.findByRole('list', { name: 'Items in your bag (3)' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(screen.getByLabelText('City')).toHaveValue('Lahore')

    await user.click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/orders/${KEY_1}`))
    expect(sentKey()).toBe(KEY_1)
  })

  it('restored from the back/forward cache while the store is down: keeps the form as it was', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    fakeCheckoutApi(checkout(), 503)
    const user = userEvent.setup()
    render(<CheckoutBody />)
    await screen.findByRole('form', { name: 'Checkout' })
    await user.type(screen.getByLabelText('City'), 'Lahore')

    await restoreFromBackForwardCache()
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2))
    expect(screen.getByRole('form', { name: 'Checkout' })).toBeInTheDocument()
    expect(screen.getByLabelText('City')).toHaveValue('Lahore')
    expect(screen.queryByText(/couldn't reach our store/)).not.toBeInTheDocument()
  })
})
