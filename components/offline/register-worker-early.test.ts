/** @jest-environment jsdom */
import { REGISTER_WORKER_SCRIPT, takeEarlyWorkerMessages } from './register-worker-early'

/** A service worker container that records registrations and can deliver a worker's message. */
function fakeContainer(register: jest.Mock) {
  const events = new EventTarget()
  return Object.assign(events, {
    register,
    deliver: (data: unknown) => events.dispatchEvent(new MessageEvent('message', { data })),
  })
}

describe('registering the service worker as the page is read', () => {
  let container: ReturnType<typeof fakeContainer>
  let register: jest.Mock

  beforeEach(() => {
    register = jest.fn().mockResolvedValue({})
    container = fakeContainer(register)
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
    // As the browser runs it: its text alone, in the page's global scope.
    new Function(REGISTER_WORKER_SCRIPT)()
  })
  afterEach(() => {
    takeEarlyWorkerMessages()
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('holds the worker’s messages until the page takes them, then holds no more', () => {
    container.deliver({ type: 'fatin:what-was-seen' })
    container.deliver({ type: 'other' })
    expect(takeEarlyWorkerMessages().map((event) => event.data)).toEqual([
      { type: 'fatin:what-was-seen' },
      { type: 'other' },
    ])
    container.deliver({ type: 'fatin:what-was-seen' })
    expect(takeEarlyWorkerMessages()).toEqual([])
  })

  it('registers the worker for the whole shop once the page has loaded, not before', async () => {
    expect(register).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    await Promise.resolve()
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('lets nothing escape when the browser refuses the worker, by rejecting or by throwing', async () => {
    // What the page would see as an uncaught error: a rejection nothing handled.
    const escaped = jest.fn()
    process.on('unhandledRejection', escaped)
    register.mockRejectedValueOnce(new DOMException('refused', 'SecurityError'))
    window.dispatchEvent(new Event('load'))
    register.mockImplementationOnce(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    window.dispatchEvent(new Event('load'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(register).toHaveBeenCalled()
    expect(escaped).not.toHaveBeenCalled()
    process.off('unhandledRejection', escaped)
  })
})

it('finds nothing held in a browser without service workers', () => {
  new Function(REGISTER_WORKER_SCRIPT)()
  expect(takeEarlyWorkerMessages()).toEqual([])
})
