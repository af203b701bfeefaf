'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Reports the URL's query whenever the router changes it (a Link to the same listing, back and forward, or
 * our own history.replaceState). Rendered inside its own <Suspense fallback={null}>: it draws nothing, so on
 * the prerendered page reading the query only defers this empty component to the browser, not the grid.
 */
export function UrlSearchSync({ onSearch }: { onSearch: (search: string) => void }) {
  const searchParams = useSearchParams()
  const search = searchParams.toString()
  useEffect(() => {
    onSearch(search)
  }, [onSearch, search])
  return null
}
