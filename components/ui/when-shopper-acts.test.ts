/** @jest-environment jsdom */
import { whenShopperActs } from './when-shopper-acts'

describe('whenShopperActs', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('waits for the shopper, then runs once in the next idle moment', () => {
    const run = jest.fn()
    whenShopperActs(run)
    jest.advanceTimersByTime(60_000)
    expect(run).not.toHaveBeenCalled()

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(run).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it.each(['pointerdown', 'touchstart', 'click', 'focusin'])('counts a %s anywhere on the page', (type) => {
    const run = jest.fn()
    whenShopperActs(run)
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled, before or after the shopper acts', () => {
    const early = jest.fn()
    whenShopperActs(early)()
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    jest.runOnlyPendingTimers()
    expect(early).not.toHaveBeenCalled()

    const late = jest.fn()
    const cancel = whenShopperActs(late)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    cancel()
    jest.runOnlyPendingTimers()
    expect(late).not.toHaveBeenCalled()
  })
})
