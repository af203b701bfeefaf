/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { toast } from './toast'
import { Toasts } from './toasts'

describe('toasts loaded on demand', () => {
  it('shows a toast sent before the toast area has loaded, once it has', async () => {
    render(<Toasts />)
    // Nothing of sonner is on the page until it is needed.
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull()
    toast.success('Saved to your wishlist.')
    expect(await screen.findByText('Saved to your wishlist.')).toBeInTheDocument()
    toast.error('Something went wrong.')
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument()
  })
})
