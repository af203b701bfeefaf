import { getApp, getApps, initializeApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth'

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
  const instance = getAuth(getApps().length > 0 ? getApp() : initializeApp(env.firebase))
  if (env.mode === 'emulator') {
    // disableWarnings hides the SDK's fixed "emulator mode" banner, which would sit over the page's own UI.
    connectAuthEmulator(instance, env.authEmulatorUrl, { disableWarnings: true })
  }
  auth = instance
  return instance
}
