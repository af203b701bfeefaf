/** @jest-environment jsdom */
import { whenPageLoaded } from './when-page-loaded'

describe('whenPageLoaded', () => {
  const readyState = jest.spyOn(document, 'readyState', 'get')
  afterEach(() => readyState.mockReset())

  it('waits for the load event, then runs once', () => {
    readyState.mockReturnValue('interactive')
    const run = jest.fn()
    whenPageLoaded(run)
    expect(run).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('load'))
    expect(run).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('load'))
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs at once when the page has already loaded', () => {
    readyState.mockReturnValue('complete')
    const run = jest.fn()
    whenPageLoaded(run)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('does nothing once cancelled before the load', () => {
    readyState.mockReturnValue('loading')
    const run = jest.fn()
    whenPageLoaded(run)()
    window.dispatchEvent(new Event('load'))
    expect(run).not.toHaveBeenCalled()
  })
})
