/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LocaleProvider } from '@/components/i18n/locale-context'
import { buildSearchIndex, searchIndex } from '@/lib/search/search-index'
import { MobileSearch } from './mobile-search'

const replace = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace }) }))
const mockLoadSearcher = jest.fn()
jest.mock('./browser-search', () => ({ loadSearcher: () => mockLoadSearcher() }))

function setup() {
  const user = userEvent.setup()
  render(
    <LocaleProvider locale="en">
      <MobileSearch />
      <button type="button">Elsewhere</button>
    </LocaleProvider>,
  )
  const icon = screen.getByRole('button', { name: 'Search' })
  const box = () => screen.queryByRole('combobox', { name: 'Search products' })
  return { user, icon, box }
}

describe('MobileSearch', () => {
  let pushState: jest.SpyInstance
  let back: jest.SpyInstance

  beforeEach(() => {
    mockLoadSearcher.mockResolvedValue((query: string) => searchIndex(buildSearchIndex([]), query))
    pushState = jest.spyOn(window.history, 'pushState')
    back = jest.spyOn(window.history, 'back').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it('opens the search box in place, focused, with an entry of its own in the history', async () => {
    const { user, icon, box } = setup()
    expect(box()).toBeNull()
    expect(icon).toHaveAttribute('aria-expanded', 'false')
    await user.click(icon)
    expect(box()).toHaveFocus()
    expect(icon).toHaveAttribute('aria-expanded', 'true')
    expect(pushState).toHaveBeenCalledTimes(1)
  })

  it('Escape closes it, goes back past its entry and returns focus to the icon', async () => {
    const { user, icon, box } = setup()
    await user.click(icon)
    await user.keyboard('{Escape}')
    expect(box()).toBeNull()
    expect(back).toHaveBeenCalledTimes(1)
    await act(async () => new Promise(requestAnimationFrame))
    expect(icon).toHaveFocus()
  })

  it('the back gesture closes it, without going back a second time', async () => {
    const { user, icon, box } = setup()
    await user.click(icon)
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(box()).toBeNull()
    expect(back).not.toHaveBeenCalled()
  })

  it('a press outside closes it and leaves the history as it is', async () => {
    const { user, icon, box } = setup()
    await user.click(icon)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(box()).toBeNull()
    expect(back).not.toHaveBeenCalled()
  })
})
