import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { FieldValue } from '@/lib/firebase/firestore-types'
import type { Language } from '@/lib/auth/user'
import { profileExists, profileRef } from './profile-reads'

/**
 * Writes of users/{uid}, only here, on the server, with a uid taken from a verified token or session cookie.
 * Firestore rules deny browsers any direct access. Its reads are in ./profile-reads.ts.
 */

/** gRPC status codes Firestore reports. */
const ALREADY_EXISTS = 6
const NOT_FOUND = 5

function grpcCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

export type NewProfile = { name: string; phone: string; email: string; language: Language }

/**
 * Creates users/{uid}; resolves false when it already exists (a repeated request must not overwrite what the
 * shopper has since changed).
 */
export async function createProfile(uid: string, profile: NewProfile): Promise<boolean> {
  try {
    await firestoreCall('create profile', () =>
      profileRef(adminDb(), uid).create({ ...profile, createdAt: FieldValue.serverTimestamp() }),
    )
    return true
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) return false
    throw error
  }
}

/** Writes the defaults of spec section 3 when the shopper has no profile yet (first Google sign-in). */
export async function ensureProfile(uid: string, profile: NewProfile): Promise<boolean> {
  if (await profileExists(uid)) return false
  return createProfile(uid, profile)
}

/** Keeps the profile's name in step with the display name; a shopper without a profile has nothing to update. */
export async function updateProfileName(uid: string, name: string): Promise<void> {
  try {
    await firestoreCall('update profile name', () => profileRef(adminDb(), uid).update({ name }))
  } catch (error) {
    if (grpcCode(error) !== NOT_FOUND) throw error
  }
}

/**
 * The account page's language choice. Merged rather than updated: a shopper whose profile was never written
 * (an older account) gets one holding just the language, which readProfile tolerates.
 */
export async function updateProfileLanguage(uid: string, language: Language): Promise<void> {
  await firestoreCall('update profile language', () =>
    profileRef(adminDb(), uid).set({ language }, { merge: true }),
  )
}
