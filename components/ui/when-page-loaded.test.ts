/** @jest-environment jsdom */
import { whenPageLoaded } from './when-page-loaded'

describe('whenPageLoaded', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get')
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    readyState.mockReset()
  })

  it('waits for the load event, then runs once in the next idle moment', () => {
    readyState.mockReturnValue('interactive')
    const run = jest.fn()
    whenPageLoaded(run)
    jest.advanceTimersByTime(60_000)
    expect(run).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('load'))
    expect(run).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)

    window.dispatchEvent(new Event('load'))
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs in the next idle moment when the page has already loaded', () => {
    readyState.mockReturnValue('complete')
    const run = jest.fn()
    whenPageLoaded(run)
    expect(run).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled, before or after the load', () => {
    readyState.mockReturnValue('loading')
    const early = jest.fn()
    whenPageLoaded(early)()
    window.dispatchEvent(new Event('load'))
    jest.runOnlyPendingTimers()
    expect(early).not.toHaveBeenCalled()

    const late = jest.fn()
    const cancel = whenPageLoaded(late)
    window.dispatchEvent(new Event('load'))
    cancel()
    jest.runOnlyPendingTimers()
    expect(late).not.toHaveBeenCalled()
  })
})
