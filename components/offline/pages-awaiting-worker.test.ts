/** @jest-environment jsdom */
import { MAX_SEEN_URLS } from '@/lib/offline/messages'
import {
  forgetPagesKept,
  NOTE_PAGE_SCRIPT,
  pagesAwaitingWorker,
  rememberPageAwaitingWorker,
} from './pages-awaiting-worker'

describe('pages awaiting the service worker', () => {
  beforeEach(() => window.sessionStorage.clear())

  it('keeps the pages shown, across page loads, until a worker has kept them, each once and the latest last', () => {
    rememberPageAwaitingWorker('/clothing/abayas')
    rememberPageAwaitingWorker('/product/1')
    rememberPageAwaitingWorker('/clothing/abayas')
    // Another document of the same tab reads what the first one noted.
    expect(JSON.parse(window.sessionStorage.getItem('fatin:pages-awaiting-worker')!)).toEqual([
      '/product/1',
      '/clothing/abayas',
    ])
    const sent = pagesAwaitingWorker()
    expect(sent).toEqual(['/product/1', '/clothing/abayas'])
    // Sending is not enough: a page left before the worker answered sends them again from the next one.
    expect(pagesAwaitingWorker()).toEqual(sent)
    rememberPageAwaitingWorker('/sale')
    forgetPagesKept(sent)
    expect(pagesAwaitingWorker()).toEqual(['/sale'])
    forgetPagesKept(['/sale'])
    expect(pagesAwaitingWorker()).toEqual([])
    expect(window.sessionStorage.getItem('fatin:pages-awaiting-worker')).toBeNull()
  })

  it('holds at most as many as one message carries, dropping the oldest', () => {
    for (let index = 0; index <= MAX_SEEN_URLS; index++) rememberPageAwaitingWorker(`/product/${index}`)
    const taken = pagesAwaitingWorker()
    expect(taken).toHaveLength(MAX_SEEN_URLS)
    expect(taken[0]).toBe('/product/1')
    expect(taken.at(-1)).toBe(`/product/${MAX_SEEN_URLS}`)
  })

  it('reads nothing from a damaged or foreign entry', () => {
    window.sessionStorage.setItem('fatin:pages-awaiting-worker', '{not json')
    expect(pagesAwaitingWorker()).toEqual([])
    window.sessionStorage.setItem('fatin:pages-awaiting-worker', JSON.stringify(['/sale', 7, null]))
    expect(pagesAwaitingWorker()).toEqual(['/sale'])
  })

  it('goes on without storage when the browser refuses it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => rememberPageAwaitingWorker('/sale')).not.toThrow()
    expect(pagesAwaitingWorker()).toEqual([])
    setItem.mockRestore()
  })
})

describe('the inline script that notes the page being read', () => {
  beforeEach(() => window.sessionStorage.clear())

  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('runs on its own, with nothing from the module, and notes the page with its query', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true })
    window.history.replaceState(null, '', '/clothing/abayas?sort=price-asc')
    // As the browser runs it: its text alone, in the page's global scope.
    new Function(NOTE_PAGE_SCRIPT)()
    expect(pagesAwaitingWorker()).toEqual(['/clothing/abayas?sort=price-asc'])
  })

  it('notes nothing when a worker answered the page, which kept it on the way', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true })
    window.history.replaceState(null, '', '/sale')
    new Function(NOTE_PAGE_SCRIPT)()
    expect(pagesAwaitingWorker()).toEqual([])
  })

  it('notes nothing in a browser without service workers', () => {
    window.history.replaceState(null, '', '/sale')
    new Function(NOTE_PAGE_SCRIPT)()
    expect(pagesAwaitingWorker()).toEqual([])
  })
})
