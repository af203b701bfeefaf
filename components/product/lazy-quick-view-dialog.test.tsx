/** @jest-environment jsdom */
import { whenShopperActs } from '@/components/ui/when-shopper-acts'
import { preloadQuickView } from './lazy-quick-view-dialog'

const mockDialogLoaded = jest.fn()

jest.mock('@/components/ui/when-shopper-acts', () => ({ whenShopperActs: jest.fn(() => () => {}) }))
jest.mock('./quick-view-dialog', () => {
  mockDialogLoaded()
  return { QuickViewDialog: () => null }
})

describe('preloadQuickView', () => {
  it('loads nothing until the shopper acts, and waits for that once per page however many cards ask', () => {
    preloadQuickView()
    preloadQuickView()
    preloadQuickView()
    expect(whenShopperActs).toHaveBeenCalledTimes(1)
    expect(mockDialogLoaded).not.toHaveBeenCalled()
  })

  it('loads the dialog once the shopper acts', async () => {
    const onShopperActs = jest.mocked(whenShopperActs).mock.calls[0]?.[0]
    onShopperActs?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(mockDialogLoaded).toHaveBeenCalledTimes(1)
  })
})
