/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react'
import { Toasts } from './toasts'

// Its own file: the loader remembers, for the page's life, that the toast area was asked for.
describe('the toast area without a toast', () => {
  it('mounts once the shopper starts using the page, not before', async () => {
    jest.useFakeTimers()
    render(<Toasts />)
    // A minute of a page left alone: the toast area stays unloaded.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000)
    })
    expect(screen.queryByRole('region', { name: /^Notifications/ })).toBeNull()

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(await screen.findByRole('region', { name: 'Notifications alt+T' })).toBeInTheDocument()
    jest.useRealTimers()
  })
})
