import 'server-only'

import { applicationDefault, cert, getApp, getApps, initializeApp, type App } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { getFirestore, type Firestore } from 'firebase-admin/firestore'

import { serverEnv } from '@/lib/env'
import { callDeadlineMs } from './deadline'

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

/**
 * Firestore's generated client retries a failed commit on UNAVAILABLE for up to ten minutes, so a bag change
 * the shopper was told had failed (lib/firebase/calls.ts) could still land when the outage ends. A commit is
 * therefore tried once, with our deadline; firestoreTransaction then gives up cleanly and nothing changes.
 */
const boundedCommit = () => ({
  interfaces: {
    'google.firestore.v1.Firestore': {
      retry_codes: { fatin_none: [] },
      methods: { Commit: { timeout_millis: callDeadlineMs('firestore'), retry_codes_name: 'fatin_none' } },
    },
  },
})

/**
 * gRPC waits longer and longer between reconnection attempts while a server is unreachable (up to two
 * minutes), so the shop would stay "down" long after Firestore is back. Capped at a few seconds instead.
 */
const RECONNECT = { 'grpc.initial_reconnect_backoff_ms': 500, 'grpc.max_reconnect_backoff_ms': 3000 }

const configured = new WeakSet<Firestore>()

export function adminDb(): Firestore {
  const db = getFirestore(adminApp())
  if (!configured.has(db)) {
    configured.add(db)
    try {
      db.settings({ clientConfig: boundedCommit(), ...RECONNECT })
    } catch {
      // Already in use (a hot reload in development kept the instance): it keeps the settings it had.
    }
  }
  return db
}
