import 'server-only'
import { z } from 'zod'
import { adminDb } from '@/lib/firebase/admin'
import { firestoreCall } from '@/lib/firebase/calls'
import { type DocumentSnapshot, FieldValue, type Firestore, Timestamp } from '@/lib/firebase/firestore-types'
import { LanguageSchema } from '@/lib/auth/language'
import type { Language, UserProfile } from '@/lib/auth/user'

/**
 * users/{uid}: written only here, on the server, with a uid taken from a verified token or session cookie.
 * Firestore rules deny browsers any direct access.
 */
const USERS = 'users'

// Tolerant on read: a field written by an older version must not make the account page fail.
const ProfileDocSchema = z.object({
  name: z.string().catch(''),
  phone: z.string().catch(''),
  email: z.string().catch(''),
  language: LanguageSchema.catch('english'),
  createdAt: z.instanceof(Timestamp).nullable().catch(null),
})

/** gRPC status codes Firestore reports. */
const ALREADY_EXISTS = 6
const NOT_FOUND = 5

function grpcCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

export type NewProfile = { name: string; phone: string; email: string; language: Language }

export function profileRef(db: Firestore, uid: string) {
  return db.collection(USERS).doc(uid)
}

/** The profile a users/{uid} snapshot holds; null when there is none. */
export function profileFromSnapshot(snapshot: DocumentSnapshot): UserProfile | null {
  if (!snapshot.exists) return null
  const data = ProfileDocSchema.parse(snapshot.data() ?? {})
  return { ...data, createdAt: data.createdAt ? data.createdAt.toDate().toISOString() : null }
}

export async function readProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await firestoreCall('read profile', () => profileRef(adminDb(), uid).get())
  return profileFromSnapshot(snapshot)
}

/**
 * Creates users/{uid}; resolves false when it already exists (a repeated request must not overwrite what the
 * shopper has since changed).
 */
export async function createProfile(uid: string, profile: NewProfile): Promise<boolean> {
  try {
    await firestoreCall('create profile', () =>
      adminDb()
        .collection(USERS)
        .doc(uid)
        .create({ ...profile, createdAt: FieldValue.serverTimestamp() }),
    )
    return true
  } catch (error) {
    if (grpcCode(error) === ALREADY_EXISTS) return false
    throw error
  }
}

/** Writes the defaults of spec section 3 when the shopper has no profile yet (first Google sign-in). */
export async function ensureProfile(uid: string, profile: NewProfile): Promise<boolean> {
  const snapshot = await firestoreCall('read profile', () => adminDb().collection(USERS).doc(uid).get())
  if (snapshot.exists) return false
  return createProfile(uid, profile)
}

/** Keeps the profile's name in step with the display name; a shopper without a profile has nothing to update. */
export async function updateProfileName(uid: string, name: string): Promise<void> {
  try {
    await firestoreCall('update profile name', () => adminDb().collection(USERS).doc(uid).update({ name }))
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
    adminDb().collection(USERS).doc(uid).set({ language }, { merge: true }),
  )
}

/** The profile's language, or null without a profile (or when Firestore cannot say): for the sign-in cookie. */
export async function profileLanguage(uid: string): Promise<Language | null> {
  try {
    const snapshot = await firestoreCall('read profile language', () =>
      adminDb().collection(USERS).doc(uid).get(),
    )
    const parsed = LanguageSchema.safeParse(snapshot.get('language'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
