import { COUNT_DOCUMENT_SCRIPT } from './documents-without-worker'
import { NOTE_PAGE_SCRIPT } from './pages-awaiting-worker'

/**
 * Notes the page for the service worker as its HTML is read, before any script file has run: a shopper who
 * follows a second link before the first page's scripts ran still has the first page kept, and the worker
 * knows whether it may claim the page she is on (docs/offline.md). Only in production builds, which have a
 * worker.
 */
export function NotePageForWorker() {
  if (process.env.NODE_ENV !== 'production') return null
  return <script dangerouslySetInnerHTML={{ __html: `${NOTE_PAGE_SCRIPT};${COUNT_DOCUMENT_SCRIPT}` }} />
}
