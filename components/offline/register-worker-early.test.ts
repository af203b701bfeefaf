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

  it('registers the worker for the whole shop once the page has loaded, not before', () => {
    expect(register).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
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

  it('catches the browser’s refusal (a private window, storage off), so nothing reaches the page', () => {
    const refusal = { catch: jest.fn() }
    register.mockReturnValue(refusal)
    window.dispatchEvent(new Event('load'))
    expect(refusal.catch).toHaveBeenCalledWith(expect.any(Function))
  })
})

it('finds nothing held in a browser without service workers', () => {
  new Function(REGISTER_WORKER_SCRIPT)()
  expect(takeEarlyWorkerMessages()).toEqual([])
})
