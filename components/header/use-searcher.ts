'use client'

import { useCallback, useState } from 'react'
import type { Searcher } from './browser-search'

/**
 * The browser's search index for a search box: undefined until `load()` (called on the box's first focus)
 * has fetched it. The index is loaded once per page (browser-search.ts keeps it), so a second box, such as
 * the mobile menu's, gets it at once. `failed` when the last load did not work; focusing again retries.
 */
export function useSearcher(): { searcher: Searcher | undefined; failed: boolean; load: () => void } {
  const [searcher, setSearcher] = useState<Searcher>()
  const [failed, setFailed] = useState(false)
  const load = useCallback(() => {
    setFailed(false)
    import('./browser-search')
      .then((module) => module.loadSearcher())
      .then(
        (ready) => setSearcher(() => ready),
        () => setFailed(true),
      )
  }, [])
  return { searcher, failed, load }
}
