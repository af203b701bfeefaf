/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import LocaleLink from '@/components/i18n/locale-link'
import { LocaleProvider } from '@/components/i18n/locale-context'
import { LinkNavigation } from './link-navigation'

const push = jest.fn()
const prefetch = jest.fn()
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }))

beforeEach(() => {
  push.mockClear()
  prefetch.mockClear()
})

function renderLinks() {
  return render(
    <LocaleProvider locale="ur">
      <LinkNavigation />
      <LocaleLink href="/product/1">
        <span>Abaya</span>
      </LocaleLink>
      <LocaleLink href="/cart" prefetch={false}>
        Bag
      </LocaleLink>
      <LocaleLink href="/signin" onClick={(event) => event.preventDefault()}>
        Sign in
      </LocaleLink>
      <a href="https://example.com/">Elsewhere</a>
    </LocaleProvider>,
  )
}

describe('LinkNavigation with LocaleLink', () => {
  it('renders a plain link in the page’s language and opens it in the app on a click', () => {
    renderLinks()
    const link = screen.getByRole('link', { name: 'Abaya' })
    expect(link).toHaveAttribute('href', '/ur/product/1')
    const notCancelled = fireEvent.click(screen.getByText('Abaya'))
    expect(notCancelled).toBe(false)
    expect(push).toHaveBeenCalledWith('/ur/product/1')
  })

  it('leaves a new-tab click, a click its own handler took, and other links to the browser', () => {
    renderLinks()
    expect(fireEvent.click(screen.getByText('Abaya'), { ctrlKey: true })).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }))
    // jsdom does not follow links: a plain one keeps the default action, the browser's navigation.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true)
    expect(push).not.toHaveBeenCalled()
  })

  it('prefetches a link once when reached for, by pointer, touch or focus, unless it opts out', () => {
    renderLinks()
    const link = screen.getByRole('link', { name: 'Abaya' })
    fireEvent.mouseOver(screen.getByText('Abaya'))
    fireEvent.mouseOver(link)
    expect(prefetch).toHaveBeenCalledTimes(1)
    expect(prefetch).toHaveBeenCalledWith('/ur/product/1')
    fireEvent.touchStart(screen.getByRole('link', { name: 'Bag' }))
    fireEvent.focusIn(screen.getByRole('link', { name: 'Bag' }))
    expect(prefetch).toHaveBeenCalledTimes(1)
    fireEvent.focusIn(link)
    expect(prefetch).toHaveBeenCalledTimes(2)
  })
})
