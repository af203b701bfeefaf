import { getApp, getApps, initializeApp } from 'firebase/app'
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth'

import { publicEnv } from '@/lib/public-env'

/**
 * The browser's Firebase, for identity only (sign-in, sign-up, password reset). Everything else goes
 * through the server. Created on first call, never at import, so client components that import this can
 * still render on the server.
 */
let auth: Auth | undefined

export function clientAuth(): Auth {
  if (typeof window === 'undefined') {
    throw new Error(
      'clientAuth() is for the browser; server code uses adminAuth() from lib/firebase/admin.ts',
    )
  }
  if (auth) return auth
  const env = publicEnv()
  // Not getAuth(): it would remember the user in IndexedDB (which can keep pages out of the back/forward
  // cache) and preload Google's popup script from apis.google.com on every page. The shop's session is the
  // server's cookie, so the browser SDK needs the user only for the flow in progress, and Google's script is
  // loaded only when a shopper actually opens the Google popup (lib/firebase/identity.ts).
  const instance = initializeAuth(getApps().length > 0 ? getApp() : initializeApp(env.firebase), {
    persistence: inMemoryPersistence,
  })
  if (env.mode === 'emulator') {
    // disableWarnings hides the SDK's fixed "emulator mode" banner, which would sit over the page's own UI.
    connectAuthEmulator(instance, env.authEmulatorUrl, { disableWarnings: true })
  }
  auth = instance
  return instance
}
