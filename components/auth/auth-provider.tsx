'use client'

import { useRouter } from 'next/navigation'
import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react'
import {
  onSessionAnnounced,
  useRefreshAfterSessionNavigation,
} from '@/components/auth/use-session-navigation'
import { setShopperUser } from '@/components/shopper/shopper-store'
import { useShopper } from '@/components/shopper/use-shopper'
import type { AppUser } from '@/lib/auth/user'

type AuthContextValue = {
  /** Whether the server has said who is signed in yet (the page itself is the same static HTML for all). */
  known: boolean
  /** Who the server says is signed in (from the verified session cookie), updated by sign-in and sign-out. */
  user: AppUser | null
  setUser: (user: AppUser | null) => void
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * The sign-in context. The user comes from the shopper store (GET /api/shopper, which reads the verified
 * session cookie), so nothing waits on the browser SDK: there is no whole-page 'Loading...'. The server's
 * session cookie is the source of truth; Firebase's own reports are followed for changes made elsewhere
 * (signing out in another tab) and logged in development.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const { known, user } = useShopper()

  useRefreshAfterSessionNavigation()
  useEffect(() => onSessionAnnounced(setShopperUser), [])

  const userRef = useRef(user)
  useEffect(() => {
    userRef.current = user
  }, [user])

  useEffect(() => {
    let unsubscribe: () => void = () => {}
    let cancelled = false
    let lastUid: string | null | undefined
    import('@/lib/firebase/identity')
      .then(({ subscribeToIdentity }) => {
        if (cancelled) return
        unsubscribe = subscribeToIdentity(
          (identity) => {
            const uid = identity?.uid ?? null
            if (process.env.NODE_ENV === 'development') console.info('[auth] Firebase reports user:', uid)
            // Firebase going from a user to none while we show one: they signed out in another tab.
            if (lastUid && !uid && userRef.current) {
              setShopperUser(null)
              router.refresh()
            }
            lastUid = uid
          },
          (error) => console.error('[auth] sign-in state error', error),
        )
      })
      .catch((error: unknown) => console.error('[auth] could not load sign-in', error))
    return () => {
      cancelled = true
      unsubscribe()
    }
  }, [router])

  const value = useMemo(() => ({ known, user, setUser: setShopperUser }), [known, user])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>')
  return context
}
