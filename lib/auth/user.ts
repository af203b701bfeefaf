// No zod here: client leaves (the user menu, the avatar) import this module on every page, and the schema
// library should not ride along with them. The schema for forms and documents is in ./language.ts.
export const LANGUAGES = ['english', 'urdu'] as const
export type Language = (typeof LANGUAGES)[number]

/**
 * The signed-in shopper as the app sees them (spec section 3). Built on the server from the verified session
 * and the Auth user record, then handed to client leaves as a plain prop, so every field is serialisable
 * (createdAt is an ISO string).
 */
export type AppUser = {
  id: string
  email: string
  displayName: string
  photoURL: string | null
  phoneNumber: string | null
  createdAt: string | null
  /** The profile's language (english without a profile): the account page shows and changes it. */
  language: Language
  isAdmin: false
}

export const DEFAULT_DISPLAY_NAME = 'User'

/** The profile document users/{uid} as the app reads it (createdAt converted from a Firestore Timestamp). */
export type UserProfile = {
  name: string
  phone: string
  email: string
  language: Language
  createdAt: string | null
}

type IdentitySource = {
  uid: string
  email?: string | null
  displayName?: string | null
  photoURL?: string | null
  phoneNumber?: string | null
  createdAt?: string | null
}

/** One place that turns what Firebase knows (plus the profile, when read) into the in-app user. */
export function toAppUser(identity: IdentitySource, profile?: UserProfile | null): AppUser {
  const displayName = identity.displayName?.trim() || profile?.name.trim() || DEFAULT_DISPLAY_NAME
  return {
    id: identity.uid,
    email: identity.email ?? profile?.email ?? '',
    displayName,
    photoURL: identity.photoURL || null,
    phoneNumber: profile?.phone || identity.phoneNumber || null,
    createdAt: identity.createdAt ?? profile?.createdAt ?? null,
    language: profile?.language ?? 'english',
    isAdmin: false,
  }
}

/** The name to greet someone by: their display name unless it is the placeholder, else their email. */
export function greetingName(user: Pick<AppUser, 'displayName' | 'email'>): string {
  return user.displayName && user.displayName !== DEFAULT_DISPLAY_NAME
    ? user.displayName
    : user.email || user.displayName
}
