'use client'

import { useRouter } from 'next/navigation'
import { createContext, use, useEffect, useMemo, useRef, type ReactNode } from 'react'
import {
  onSessionAnnounced,
  useRefreshAfterSessionNavigation,
} from '@/components/auth/use-session-navigation'
import { setShopperUser } from '@/lib/shopper/browser-store'
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
 * session cookie), so nothing waits on the browser SDK: there is no whole-page 'Loading...', and the Firebase
 * SDK is not loaded at all until a shopper signs in, up or out. The server's session cookie is the source of
 * truth: the store reads it again when the tab comes back into view, so signing out in another tab shows here
 * too, and then the page is re-rendered for a signed-out visitor.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter()
  const { known, user } = useShopper()

  useRefreshAfterSessionNavigation()
  useEffect(() => onSessionAnnounced(setShopperUser), [])

  const shownUid = useRef<string | null>(null)
  useEffect(() => {
    const uid = user?.id ?? null
    // Signed out elsewhere (another tab, a revoked session): what the server rendered for them must go.
    if (known && shownUid.current && !uid) router.refresh()
    if (known) shownUid.current = uid
  }, [known, user, router])

  const value = useMemo(() => ({ known, user, setUser: setShopperUser }), [known, user])
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>')
  return context
}
