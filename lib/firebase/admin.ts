import 'server-only'

import { applicationDefault, cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'

import { serverEnv } from '@/lib/env'

/**
 * The server's only door to Firebase. Initialised on first use rather than at import, so building pages
 * that never touch Firebase needs no configuration; getApps() makes it survive hot reloads in development.
 * In emulator mode firebase-admin finds the emulators through FIREBASE_AUTH_EMULATOR_HOST and
 * FIRESTORE_EMULATOR_HOST, which serverEnv() has checked are set and loopback.
 */
function adminApp(): App {
  if (getApps().length > 0) return getApp()
  const env = serverEnv()
  if (env.mode === 'emulator') return initializeApp({ projectId: env.projectId })
  const credential =
    env.credentials.kind === 'service-account'
      ? cert({
          projectId: env.projectId,
          clientEmail: env.credentials.clientEmail,
          privateKey: env.credentials.privateKey,
        })
      : applicationDefault()
  return initializeApp({ credential, projectId: env.projectId })
}

export function adminAuth(): Auth {
  return getAuth(adminApp())
}

export function adminDb(): Firestore {
  return getFirestore(adminApp())
}
