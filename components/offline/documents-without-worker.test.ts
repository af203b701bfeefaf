/** @jest-environment jsdom */
import { COUNT_DOCUMENT_SCRIPT, isOnlyDocumentWithoutWorker } from './documents-without-worker'

/** Runs the inline script as the browser does: its text alone, for a document reached by `navigationType`. */
function readDocument(navigationType: string, controller: object | null = null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true })
  // jsdom has no navigation timing; the browser's entry for this document says how it was reached.
  Object.defineProperty(performance, 'getEntriesByType', {
    value: (kind: string) => (kind === 'navigation' ? [{ type: navigationType }] : []),
    configurable: true,
  })
  new Function(COUNT_DOCUMENT_SCRIPT)()
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType
}

describe('the documents of a tab that no service worker answered', () => {
  beforeEach(() => window.sessionStorage.clear())
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker
  })

  it('a tab’s first page is alone; a second one, after a full navigation, is not', () => {
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
    readDocument('navigate')
    expect(isOnlyDocumentWithoutWorker()).toBe(true)
    // The first may now wait in the back/forward cache, where a claim would evict it.
    readDocument('navigate')
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
  })

  it('a reload replaces its page, which then is still alone', () => {
    readDocument('navigate')
    readDocument('reload')
    expect(isOnlyDocumentWithoutWorker()).toBe(true)
  })

  it('a page a worker answered is not counted, and one restored without the cache is', () => {
    readDocument('navigate')
    readDocument('navigate', {})
    expect(isOnlyDocumentWithoutWorker()).toBe(true)
    readDocument('back_forward')
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
  })

  it('says not alone when storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => readDocument('navigate')).not.toThrow()
    setItem.mockRestore()
    expect(isOnlyDocumentWithoutWorker()).toBe(false)
  })
})
