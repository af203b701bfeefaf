/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react'
import { PROMO_DISMISSED_KEY } from './banner-ids'
import { DismissibleBanner } from './dismissible-banner'

describe('DismissibleBanner', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('hides the banner when dismissed and remembers it for the session', () => {
    const { unmount } = render(<DismissibleBanner>15% off with FATIN15</DismissibleBanner>)
    const banner = screen.getByRole('region', { name: 'Promotion' })
    expect(banner).toBeVisible()

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss promotion' }))

    expect(banner).not.toBeVisible()
    expect(banner).toHaveAttribute('hidden')
    expect(window.sessionStorage.getItem(PROMO_DISMISSED_KEY)).toBe('1')

    unmount()
    render(<DismissibleBanner>15% off with FATIN15</DismissibleBanner>)
    expect(screen.queryByRole('region', { name: 'Promotion' })).not.toBeInTheDocument()
  })
})
