/** @jest-environment jsdom */
import { COUNT_DOCUMENT_SCRIPT, isOnlyDocumentWithoutWorker } from './documents-without-worker'

/**
 * One document of the tab: the inline script run as the browser runs it (its text alone), on a window of its
 * own, which the test then leaves for the back/forward cache or for good.
 */
function readDocument(controller: object | null = null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true })
  const page = new EventTarget()
  new Function('window', COUNT_DOCUMENT_SCRIPT)(page)
  const leave = (persisted: boolean) =>
    page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }))
  return { leaveForTheCache: () => leave(true), leaveForGood: () => leave(false) }
}

describe('the documents of a tab that no service worker answered', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('a tab’s first page is alone; the next is not while the first waits in the back/forward cache', () => {
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
    const listing = readDocument()
    expect(isOnlyDocumentWithoutWorker()).toBe(true)
    listing.leaveForTheCache()
    readDocument()
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
  })

  it('a page left for good (a reload, no back/forward cache) leaves the next one alone', () => {
    readDocument().leaveForGood()
    const reloaded = readDocument()
    expect(isOnlyDocumentWithoutWorker()).toBe(true)
    reloaded.leaveForGood()
    readDocument()
    expect(isOnlyDocumentWithoutWorker()).toBe(true)
  })

  it('a page a worker answered is neither counted nor uncounted', () => {
    readDocument().leaveForTheCache()
    readDocument({}).leaveForGood()
    // Only the first page, waiting in the cache, is counted.
    expect(window.sessionStorage.getItem('fatin:documents-without-worker')).toBe('1')
  })

  it('says not alone when storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => readDocument().leaveForGood()).not.toThrow()
    setItem.mockRestore()
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
  })
})
