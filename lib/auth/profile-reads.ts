import 'server-only'
import { z } from 'zod'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
} from '@/lib/firebase/firestore-types'
import { LanguageSchema } from '@/lib/auth/language'
import type { Language, UserProfile } from '@/lib/auth/user'

/**
 * Every read of `users/{uid}`, the shopper's profile (spec section 3). Its writes are in ./profile.ts, with a
 * uid taken from a verified token or session cookie; Firestore rules deny browsers any direct access.
 */
export const USERS_COLLECTION = 'users'

// Tolerant on read: a field written by an older version must not make the account page fail.
const ProfileDocSchema = z.object({
  name: z.string().catch(''),
  phone: z.string().catch(''),
  email: z.string().catch(''),
  language: LanguageSchema.catch('english'),
  createdAt: z.instanceof(Timestamp).nullable().catch(null),
})

export function profileRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(USERS_COLLECTION).doc(uid)
}

/** The profile a users/{uid} snapshot holds; null when there is none. */
export function profileFromSnapshot(snapshot: DocumentSnapshot | undefined): UserProfile | null {
  if (!snapshot?.exists) return null
  const data = ProfileDocSchema.parse(snapshot.data() ?? {})
  return { ...data, createdAt: data.createdAt ? data.createdAt.toDate().toISOString() : null }
}

/**
 * The profile, read now. Per request only (lib/auth/session.ts wraps its caller in React `cache()`); never
 * shared: personal data, and the account page shows the change just made.
 */
export async function readProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await firestoreCall('read profile', () => profileRef(adminDb(), uid).get())
  return profileFromSnapshot(snapshot)
}

/** Whether users/{uid} exists, read now. Never cached: it decides whether a profile is created. */
export async function profileExists(uid: string): Promise<boolean> {
  const snapshot = await firestoreCall('read profile', () => profileRef(adminDb(), uid).get())
  return snapshot.exists
}

/**
 * The profile's language, or null without a profile (or when Firestore cannot say): for the sign-in cookie.
 * Never cached: read once per sign-in.
 */
export async function profileLanguage(uid: string): Promise<Language | null> {
  try {
    const snapshot = await firestoreCall('read profile language', () => profileRef(adminDb(), uid).get())
    const parsed = LanguageSchema.safeParse(snapshot.get('language'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
