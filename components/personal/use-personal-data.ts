'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** A personal page's data as the browser has it: not yet, here, or the shop could not read it. */
export type PersonalData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown }

/**
 * Reads a personal page's JSON (the bag, the wishlist, the checkout form) once the static page is in the
 * browser, the way the header reads /api/shopper: the page itself is prerendered, identical for everyone,
 * and served like a catalogue page (docs/performance.md, "What a personal page costs").
 *
 * `reload()` asks again after the shopper changed something; what is shown stays until the new answer
 * arrives (no skeleton flash), and an answer older than the newest request is dropped. A page restored from
 * the back/forward cache asks again too, since the bag may have changed in another tab meanwhile.
 */
export function usePersonalData<T>(url: string): { state: PersonalData<T>; reload: () => Promise<void> } {
  const [state, setState] = useState<PersonalData<T>>({ status: 'loading' })
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const request = ++latest.current
    let next: PersonalData<T>
    try {
      const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } })
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      next = { status: 'ready', data: (await response.json()) as T }
    } catch (error) {
      next = { status: 'failed', error }
    }
    if (request === latest.current) setState(next)
  }, [url])

  useEffect(() => {
    // The first read starts once the page is hydrated; reload() sets state only after its fetch resolves.
    void reload()
    const onRestore = (event: PageTransitionEvent) => {
      if (event.persisted) void reload()
    }
    window.addEventListener('pageshow', onRestore)
    return () => window.removeEventListener('pageshow', onRestore)
  }, [reload])

  return { state, reload }
}
