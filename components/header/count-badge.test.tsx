/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import { CountBadge } from './count-badge'
import { headerTexts } from './header-texts'

const countLabel = headerTexts.en.withCount

describe('CountBadge', () => {
  it('shows the count, capped at 99+, hidden from screen readers', () => {
    const { container, rerender } = render(<CountBadge count={0} />)
    expect(container.firstChild).toHaveTextContent('0')
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true')
    rerender(<CountBadge count={120} />)
    expect(container.firstChild).toHaveTextContent('99+')
  })
})

describe('countLabel', () => {
  it('names the link with its count', () => {
    expect(countLabel('Cart', 0)).toBe('Cart, 0 items')
    expect(countLabel('Wishlist', 1)).toBe('Wishlist, 1 item')
    expect(countLabel('Cart', 3)).toBe('Cart, 3 items')
  })
})
