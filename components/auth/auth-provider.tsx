'use client'

import { useRouter } from 'next/navigation'
import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  onSessionAnnounced,
  useRefreshAfterSessionNavigation,
} from '@/components/auth/use-session-navigation'
import type { AppUser } from '@/lib/auth/user'

type AuthContextValue = {
  /** Who the server says is signed in (from the verified session cookie), updated by sign-in and sign-out. */
  user: AppUser | null
  setUser: (user: AppUser | null) => void
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * The sign-in context. It starts from the user the server rendered with, so nothing waits on the browser SDK:
 * there is no whole-page 'Loading...'. The server's session cookie is the source of truth; Firebase's own reports
 * are followed for changes made elsewhere (signing out in another tab) and logged in development.
 */
export function AuthProvider({
  initialUser,
  children,
}: {
  initialUser: AppUser | null
  children: ReactNode
}) {
  const router = useRouter()
  const [user, setUser] = useState(initialUser)
  // A server re-render (router.refresh after sign-in or sign-out) brings a new initialUser: it wins.
  const [renderedWith, setRenderedWith] = useState(initialUser)
  if (renderedWith !== initialUser) {
    setRenderedWith(initialUser)
    setUser(initialUser)
  }

  useRefreshAfterSessionNavigation()
  useEffect(() => onSessionAnnounced(setUser), [])

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
              setUser(null)
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

  const value = useMemo(() => ({ user, setUser }), [user])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>')
  return context
}
