import 'server-only'

import { adminAuth, adminDb } from '@/lib/firebase/admin'

/** A uid no account has: looking it up costs Auth one cheap read and changes nothing. */
const PROBE_UID = 'health-check-probe'

/**
 * Auth answers if it can look up an account. "No such user" is an answer (the normal case); anything else
 * (no connection, bad credentials, a 5xx) is not.
 */
export async function probeAuth(): Promise<void> {
  try {
    await adminAuth().getUser(PROBE_UID)
  } catch (error) {
    if (
      typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === 'auth/user-not-found'
    ) {
      return
    }
    throw error
  }
}

/** Firestore answers if it can read one document (absent, so the read is all it costs). */
export async function probeFirestore(): Promise<void> {
  await adminDb().collection('health').doc('probe').get()
}
