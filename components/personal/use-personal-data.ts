'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** A personal page's data as the browser has it: not yet, here, or the shop could not read it. */
export type PersonalData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown }

export type PersonalDataOptions = {
  /**
   * What a page restored from the back/forward cache does: ask again and show the answer, a failure included
   * ('reload', the default); or ask again but keep what is shown if that read fails
   * ('reload-keeping-shown'), for a form the shopper has filled in (the checkout), which a read they did not
   * ask for must not swap for "try again".
   */
  onRestore?: 'reload' | 'reload-keeping-shown'
}

/**
 * Reads a personal page's JSON (the bag, the wishlist, the checkout form) once the static page is in the
 * browser, the way the header reads /api/shopper: the page itself is prerendered, identical for everyone,
 * and served like a catalogue page (docs/performance.md, "What a personal page costs").
 *
 * `reload()` asks again after the shopper changed something; what is shown stays until the new answer
 * arrives (no skeleton flash), and an answer older than the newest request is dropped. A page restored from
 * the back/forward cache asks again too, since the bag may have changed in another tab meanwhile.
 */
export function usePersonalData<T>(
  url: string,
  options: PersonalDataOptions = {},
): { state: PersonalData<T>; reload: () => Promise<void> } {
  const [state, setState] = useState<PersonalData<T>>({ status: 'loading' })
  const latest = useRef(0)
  const keepShownOnRestore = options.onRestore === 'reload-keeping-shown'

  const read = useCallback(
    async ({ keepShown }: { keepShown: boolean }) => {
      const request = ++latest.current
      let next: PersonalData<T>
      try {
        const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } })
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        next = { status: 'ready', data: (await response.json()) as T }
      } catch (error) {
        next = { status: 'failed', error }
      }
      if (request !== latest.current) return
      setState((shown) => (keepShown && next.status === 'failed' && shown.status === 'ready' ? shown : next))
    },
    [url],
  )
  const reload = useCallback(() => read({ keepShown: false }), [read])

  useEffect(() => {
    // The first read starts once the page is hydrated; read() sets state only after its fetch resolves.
    void read({ keepShown: false })
    const onRestore = (event: PageTransitionEvent) => {
      if (event.persisted) void read({ keepShown: keepShownOnRestore })
    }
    window.addEventListener('pageshow', onRestore)
    return () => window.removeEventListener('pageshow', onRestore)
  }, [read, keepShownOnRestore])

  return { state, reload }
}
