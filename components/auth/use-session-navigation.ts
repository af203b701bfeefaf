'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { languageInCookie } from '@/lib/i18n/language-cookie'
import { switchLocalePath } from '@/lib/i18n/locale-path'

import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect } from 'react'
import type { AppUser } from '@/lib/auth/user'
import { forgetLastBag } from '@/lib/offline/last-bag'
import { startSessionGeneration } from '@/lib/shopper/session-generation'

/**
 * After signing in or out, the server must re-render everything for the new session, including the root
 * layout's header, which a client navigation keeps as it is. Calling router.refresh() while a navigation is
 * still in flight can leave the router on the old page, so the refresh waits until the navigation has landed:
 * the navigation marks it pending, and the header (which outlives navigations) runs it on the new path.
 */
let refreshPending = false

const SESSION_EVENT = 'fatin:session-changed'

/**
 * Tells the header's auth provider at once who is signed in now (or that nobody is), so the user menu
 * changes without waiting for the server round trip that follows.
 */
export function announceSession(user: AppUser | null) {
  // A bag kept for offline, and every page the back/forward cache kept, belong to the session that saw them
  // (lib/offline/last-bag.ts, lib/shopper/session-generation.ts).
  forgetLastBag()
  startSessionGeneration()
  window.dispatchEvent(new CustomEvent<AppUser | null>(SESSION_EVENT, { detail: user }))
}

export function onSessionAnnounced(listener: (user: AppUser | null) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<AppUser | null>).detail)
  window.addEventListener(SESSION_EVENT, handle)
  return () => window.removeEventListener(SESSION_EVENT, handle)
}

/** For the header's auth provider: refreshes once a session-changing navigation has arrived. */
export function useRefreshAfterSessionNavigation() {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    if (!refreshPending) return
    refreshPending = false
    router.refresh()
  }, [pathname, router])
}

/**
 * After the session changed: announces the new user, goes to `destination` (or stays), then re-renders from
 * the server. After a sign-out the destination is loaded as a new document: a client navigation keeps the
 * pages she visited in this tab as hidden copies in the page (Next keeps them to restore their state), her
 * name, address and orders among them, for anyone who opens the browser's tools on a shared computer. Its
 * toast goes with it (components/ui/toast-after-navigation.ts).
 */
export function useSessionNavigation() {
  const router = useRouter()
  const locale = useLocale()
  return useCallback(
    /** `user`: who is signed in now (null after a sign-out; undefined when unknown, to leave the menu as is). */
    (user: AppUser | null | undefined, destination?: string, mode: 'push' | 'replace' = 'push') => {
      if (user !== undefined) announceSession(user)
      const here = `${window.location.pathname}${window.location.search}`
      // Signing in sets the profile's language (app/api/session): a page in the other one reloads in it.
      const chosen = user ? languageInCookie(document.cookie) : null
      if (chosen && chosen !== locale) {
        window.location.assign(switchLocalePath(destination ?? here, chosen))
        return
      }
      // In the page's language: callers name a page ('/' after signing out), and her Urdu stays Urdu.
      const target = destination ? switchLocalePath(destination, locale) : undefined
      if (user === null) {
        window.location.assign(target ?? here)
        return
      }
      if (!target || target === here) {
        router.refresh()
        return
      }
      refreshPending = true
      if (mode === 'replace') router.replace(target)
      else router.push(target)
    },
    [router, locale],
  )
}
