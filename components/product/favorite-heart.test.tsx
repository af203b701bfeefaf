/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from '@/components/ui/toast'
import { toggleWishlist } from '@/lib/wishlist/actions'
import { fakeShopperApi } from '@/test/fakes/shopper-api'
import { FavoriteHeart } from './favorite-heart'

jest.mock('@/lib/wishlist/actions', () => ({ toggleWishlist: jest.fn() }))
jest.mock('@/components/ui/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }))

const toggle = jest.mocked(toggleWishlist)
let readIds: ReturnType<typeof fakeShopperApi>
const counts = { cart: 0, wishlist: 1 }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** The heart, pressed at once, is back to not pressed once the change is over. */
async function springsBack() {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false'),
  )
}

/** Hearts ask for the wishlist once after mounting; let that answer land before going on. */
async function synced() {
  await waitFor(() => expect(readIds).toHaveBeenCalled())
  await act(async () => {})
}

beforeEach(() => {
  jest.clearAllMocks()
  readIds = fakeShopperApi({ wishlist: [] })
})

describe('FavoriteHeart', () => {
  it('starts unpressed and faint (unknown), then asks once for all hearts on the page', async () => {
    readIds = fakeShopperApi({ wishlist: [12] })
    render(
      <>
        <FavoriteHeart productId={11} />
        <FavoriteHeart productId={12} />
        <FavoriteHeart productId={13} />
      </>,
    )
    // The prerendered state: nothing known about the shopper yet.
    expect(screen.getAllByRole('button', { name: 'Add to favorites' })).toHaveLength(3)
    expect(screen.getAllByRole('button', { name: 'Add to favorites' })[0]).toHaveAttribute(
      'data-known',
      'false',
    )
    const saved = await screen.findByRole('button', { name: 'Remove from favorites' })
    expect(saved).toHaveAttribute('data-product-id', '12')
    expect(saved).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('button', { name: 'Add to favorites' })).toHaveLength(2)
    expect(readIds).toHaveBeenCalledTimes(1)
  })

  it('stays unknown when the server could not read the wishlist', async () => {
    readIds = fakeShopperApi({ wishlist: null })
    render(<FavoriteHeart productId={21} />)
    await synced()
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('data-known', 'false')
  })

  it('presses at once, saves, and tells every heart of the same product', async () => {
    const user = userEvent.setup()
    const answer = deferred<Awaited<ReturnType<typeof toggleWishlist>>>()
    toggle.mockReturnValue(answer.promise)
    render(
      <>
        <FavoriteHeart productId={31} />
        <FavoriteHeart productId={31} />
      </>,
    )
    await synced()
    await user.click(screen.getAllByRole('button', { name: 'Add to favorites' })[0]!)
    expect(toggle).toHaveBeenCalledWith(31)
    // Optimistic: the clicked heart is pressed before the server answers.
    expect(screen.getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(1)
    await act(async () =>
      answer.resolve({
        ok: true,
        inWishlist: true,
        counts,
        message: { code: 'saved', productName: 'Abaya' },
      }),
    )
    expect(screen.getAllByRole('button', { name: 'Remove from favorites' })).toHaveLength(2)
    expect(toast.success).toHaveBeenCalledWith('Abaya saved to your wishlist.')
  })

  it('springs back and explains when saving fails', async () => {
    const user = userEvent.setup()
    toggle.mockResolvedValue({ ok: false, code: 'unexpected' })
    render(<FavoriteHeart productId={41} />)
    await synced()
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'),
    )
    await springsBack()
  })

  it('offline, says the wishlist needs a connection, sends nothing and springs back', async () => {
    const user = userEvent.setup()
    render(<FavoriteHeart productId={42} />)
    await synced()
    const offline = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      await user.click(screen.getByRole('button', { name: 'Add to favorites' }))
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith(
          'You are offline: changing your wishlist needs a connection. Try again when you are back online.',
        ),
      )
      expect(toggle).not.toHaveBeenCalled()
      await springsBack()
    } finally {
      offline.mockRestore()
    }
  })

  it('when the connection drops on the way, says so and springs back instead of breaking the page', async () => {
    const user = userEvent.setup()
    toggle.mockRejectedValue(new TypeError('Failed to fetch'))
    render(<FavoriteHeart productId={43} />)
    await synced()
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You are offline: changing your wishlist needs a connection. Try again when you are back online.',
      ),
    )
    await springsBack()
  })

  it('works from the keyboard and toggles back off', async () => {
    const user = userEvent.setup()
    toggle.mockResolvedValueOnce({
      ok: true,
      inWishlist: true,
      counts,
      message: { code: 'saved', productName: 'Abaya' },
    })
    toggle.mockResolvedValueOnce({
      ok: true,
      inWishlist: false,
      counts,
      message: { code: 'unsaved', productName: 'Abaya' },
    })
    render(<FavoriteHeart productId={51} />)
    await synced()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toHaveFocus()
    await user.keyboard(' ')
    expect(await screen.findByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(toggle).toHaveBeenCalledTimes(2)
  })
})
