/** @jest-environment jsdom */
import { toast } from './toast'
import { showToastLeftForThisPage, toastAfterNavigation } from './toast-after-navigation'

jest.mock('./toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn(), warning: jest.fn() },
}))

beforeEach(() => {
  jest.clearAllMocks()
  window.sessionStorage.clear()
})

describe('a toast left for the next page of the tab', () => {
  it('is shown once by the next page', () => {
    toastAfterNavigation('success', 'Logged out successfully')
    expect(toast.success).not.toHaveBeenCalled()
    showToastLeftForThisPage()
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully')
    showToastLeftForThisPage()
    expect(toast.success).toHaveBeenCalledTimes(1)
  })

  it('shows nothing for what it did not write', () => {
    window.sessionStorage.setItem('fatin:toast-after-navigation', '{not json')
    showToastLeftForThisPage()
    window.sessionStorage.setItem(
      'fatin:toast-after-navigation',
      JSON.stringify({ kind: 'constructor', message: 'x' }),
    )
    showToastLeftForThisPage()
    expect(Object.values(toast).every((show) => jest.mocked(show).mock.calls.length === 0)).toBe(true)
  })
})
