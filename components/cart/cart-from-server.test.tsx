/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { removeCartLine, updateCartLine } from '@/lib/cart/actions'
import { buildCartView } from '@/lib/cart/cart-view-model'
import { CartFromServer } from './cart-from-server'

jest.mock('@/lib/cart/actions', () => ({ updateCartLine: jest.fn(), removeCartLine: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const update = jest.mocked(updateCartLine)
const remove = jest.mocked(removeCartLine)

// Real catalogue product: 1501 Argan & Amla Hair Oil, $18.99.
const OIL = 'Argan & Amla Hair Oil'
const bag = (quantity: number, stock = 20) =>
  buildCartView({
    signedIn: false,
    lines: quantity > 0 ? [{ productId: 1501, color: null, size: null, quantity }] : [],
    stocks: new Map([['1501||', stock]]),
    isFirstOrder: true,
  })

// jsdom has no Response: the hook reads only ok, status and json(). Each GET /api/cart takes the next answer.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body })
const cartAnswers: Array<() => Promise<unknown>> = []
const fetchMock = jest.fn((url: string) => {
  if (!url.startsWith('/api/cart')) return answer(404, {})
  const next = cartAnswers.shift()
  if (!next) throw new Error(`no answer left for ${url}`)
  return next()
})
const answerCart = (status: number, body: unknown) => cartAnswers.push(() => answer(status, body))

const quantityOf = () => screen.getByRole('spinbutton', { name: `Quantity of ${OIL}` })
const summary = () => screen.getByRole('region', { name: 'Order summary' })

beforeEach(() => {
  jest.clearAllMocks()
  cartAnswers.length = 0
  global.fetch = fetchMock as unknown as typeof fetch
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('the bag page body', () => {
  it('shows the skeleton until the bag arrives, then the bag the server answered', async () => {
    answerCart(200, bag(2))
    render(<CartFromServer />)
    expect(screen.getByRole('status', { name: 'Loading your bag' })).toHaveAttribute('aria-busy', 'true')
    expect(await screen.findByRole('article', { name: OIL })).toBeInTheDocument()
    expect(screen.queryByLabelText('Loading your bag')).not.toBeInTheDocument()
    expect(quantityOf()).toHaveValue(2)
    expect(within(summary()).getByText('$37.98', { selector: 'dd' })).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart?lang=en',
      expect.objectContaining({ cache: 'no-store' }),
    )
  })

  it('shows the empty bag', async () => {
    answerCart(200, bag(0))
    render(<CartFromServer />)
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
  })

  it('asks to try again when the store cannot answer, and shows the bag once it can', async () => {
    answerCart(503, { error: 'store-unavailable' })
    render(<CartFromServer />)
    const alert = await screen.findByRole('alert')
    expect(screen.queryByRole('article')).not.toBeInTheDocument()

    answerCart(200, bag(1))
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('article', { name: OIL })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads the bag again after the stepper saved, keeping the new number while it does', async () => {
    const user = userEvent.setup()
    answerCart(200, bag(1))
    render(<CartFromServer />)
    await screen.findByRole('article', { name: OIL })

    let answerSaved!: () => void
    cartAnswers.push(() => new Promise((resolve) => (answerSaved = () => resolve(answer(200, bag(2))))))
    update.mockResolvedValue({ ok: true, counts: { cart: 2, wishlist: 0 }, message: { code: 'bag-updated' } })
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${OIL}` }))
    expect(update).toHaveBeenCalledWith(1501, null, null, 2)
    // Saved, the bag is being read again: the stepper shows 2 meanwhile, never the old 1.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(quantityOf()).toHaveValue(2)
    answerSaved()
    // The new totals are the server's.
    expect(await within(summary()).findByText('$37.98', { selector: 'dd' })).toBeInTheDocument()
    expect(quantityOf()).toHaveValue(2)
  })

  it('reads the bag again after a refusal, which shows the stock that changed', async () => {
    const user = userEvent.setup()
    answerCart(200, bag(1))
    render(<CartFromServer />)
    await screen.findByRole('article', { name: OIL })

    answerCart(200, bag(1, 0))
    update.mockResolvedValue({ ok: false, code: 'sold-out', productName: OIL })
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${OIL}` }))
    expect(toast.error).toHaveBeenCalled()
    const line = screen.getByRole('article', { name: OIL })
    expect(await within(line).findByText('Out of stock')).toBeInTheDocument()
    // The refused number goes back once the whole change is over (the bag read again lands a moment before).
    await waitFor(() => expect(quantityOf()).toHaveValue(1))
  })

  it('reads the bag again after a line is removed', async () => {
    const user = userEvent.setup()
    answerCart(200, bag(1))
    render(<CartFromServer />)
    await screen.findByRole('article', { name: OIL })

    answerCart(200, bag(0))
    remove.mockResolvedValue({ ok: true, counts: { cart: 0, wishlist: 0 }, message: { code: 'removed' } })
    await user.click(screen.getByRole('button', { name: `Remove ${OIL}` }))
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalled()
  })
})
