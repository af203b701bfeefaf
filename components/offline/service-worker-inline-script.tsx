import { COUNT_DOCUMENT_SCRIPT } from './documents-without-worker'
import { NOTE_PAGE_SCRIPT } from './pages-awaiting-worker'
import { REGISTER_WORKER_SCRIPT } from './register-worker-early'

/**
 * What the page does for the service worker as its HTML is read, before any script file has run
 * (docs/offline.md): notes the page, so a shopper who follows a second link before the first page's scripts
 * ran still has the first kept; counts it, so the worker knows whether it may claim the page she is on; and
 * registers the worker once the page has loaded. Only in production builds, which have a worker.
 */
export function ServiceWorkerInlineScript() {
  if (process.env.NODE_ENV !== 'production') return null
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `${NOTE_PAGE_SCRIPT};${COUNT_DOCUMENT_SCRIPT};${REGISTER_WORKER_SCRIPT}`,
      }}
    />
  )
}
