/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { moveWishlistItemToCart, toggleWishlist } from '@/lib/wishlist/actions'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'
import { WishlistFromServer } from './wishlist-from-server'

jest.mock('@/lib/cart/actions', () => ({ addToCart: jest.fn() }))
jest.mock('@/lib/wishlist/actions', () => ({ moveWishlistItemToCart: jest.fn(), toggleWishlist: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const move = jest.mocked(moveWishlistItemToCart)
const toggle = jest.mocked(toggleWishlist)
const counts = { cart: 1, wishlist: 0 }

const SERUM = 'Rosewater Hydrating Serum'
const serum = (available: number): WishlistViewItem => ({
  productId: 1401,
  name: SERUM,
  href: '/product/1401',
  image: 'products/1401',
  hoverImage: 'products/1401-hover',
  price: 2499,
  inStock: available > 0,
  available,
  lowStock: available > 0 && available <= 5,
  needsOptions: false,
  colors: [],
  sizes: [],
})

// jsdom has no Response: the hook reads only ok, status and json(). Each GET /api/wishlist takes the next
// answer; anything else (the header's /api/shopper) is not what these tests look at.
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body })
const wishlistAnswers: Array<[number, unknown]> = []
const fetchMock = jest.fn((url: string) => {
  if (!url.startsWith('/api/wishlist')) return answer(404, {})
  const next = wishlistAnswers.shift()
  if (!next) throw new Error(`no answer left for ${url}`)
  return answer(...next)
})
const answerWishlist = (status: number, body: unknown) => wishlistAnswers.push([status, body])
const wishlistReads = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/wishlist')).length

beforeEach(() => {
  jest.clearAllMocks()
  wishlistAnswers.length = 0
  global.fetch = fetchMock as unknown as typeof fetch
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

describe('the wishlist page body', () => {
  it('shows the skeleton until the list arrives, then the saved products the server answered', async () => {
    answerWishlist(200, [serum(3)])
    render(<WishlistFromServer />)
    expect(screen.getByRole('status', { name: 'Loading your wishlist' })).toHaveAttribute('aria-busy', 'true')
    const item = await screen.findByRole('article', { name: SERUM })
    expect(within(item).getByText('$24.99')).toBeInTheDocument()
    expect(within(item).getByRole('button', { name: `Move ${SERUM} to bag` })).toBeEnabled()
    expect(screen.queryByLabelText('Loading your wishlist')).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/wishlist?lang=en',
      expect.objectContaining({ cache: 'no-store' }),
    )
  })

  it('asks to try again when the store cannot answer, and shows the list once it can', async () => {
    answerWishlist(503, { error: 'store-unavailable' })
    render(<WishlistFromServer />)
    const alert = await screen.findByRole('alert')
    expect(screen.queryByRole('article')).not.toBeInTheDocument()

    answerWishlist(200, [])
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
  })

  it('reads the list again after a product is removed', async () => {
    const user = userEvent.setup()
    answerWishlist(200, [serum(3)])
    render(<WishlistFromServer />)
    await screen.findByRole('article', { name: SERUM })

    answerWishlist(200, [])
    toggle.mockResolvedValue({
      ok: true,
      inWishlist: false,
      counts,
      message: { code: 'unsaved', productName: SERUM },
    })
    await user.click(screen.getByRole('button', { name: `Remove ${SERUM} from wishlist` }))
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith(`${SERUM} removed from your wishlist.`)
  })

  it('reads the list again after Move to Bag is refused, which shows it sold out', async () => {
    const user = userEvent.setup()
    answerWishlist(200, [serum(3)])
    render(<WishlistFromServer />)
    await screen.findByRole('article', { name: SERUM })

    answerWishlist(200, [serum(0)])
    move.mockResolvedValue({ ok: false, code: 'sold-out', productName: SERUM })
    await user.click(screen.getByRole('button', { name: `Move ${SERUM} to bag` }))
    await waitFor(() => expect(wishlistReads()).toBe(2))
    const item = screen.getByRole('article', { name: SERUM })
    expect(await within(item).findByText('Notify Me')).toBeInTheDocument()
    expect(within(item).getByRole('button', { name: `Move ${SERUM} to bag` })).toBeDisabled()
    expect(toast.error).toHaveBeenCalled()
  })
})
