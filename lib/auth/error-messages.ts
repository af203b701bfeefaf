import type { CodeMessages } from '@/lib/i18n/messages'

/**
 * What went wrong in an auth flow, as one of the shop's codes, so a shopper never sees a raw provider code
 * such as 'auth/invalid-credential' or the provider's own message. Anything not listed falls back to the
 * action's failure (the specification's texts, section 8). The words, in English and Urdu, are in
 * lib/i18n/account-message-texts.ts.
 */

export type AuthAction =
  | 'signIn'
  | 'googleSignIn'
  | 'signUp'
  | 'googleSignUp'
  | 'resetForgot'
  | 'resetAccount'
  | 'updateProfile'
  | 'logout'

/** The specification's failure for each action (section 8), for any error not mapped below. */
export const FALLBACK_CODES = {
  signIn: 'sign-in-failed',
  googleSignIn: 'google-sign-in-failed',
  signUp: 'sign-up-failed',
  googleSignUp: 'google-sign-up-failed',
  resetForgot: 'reset-email-failed',
  resetAccount: 'email-failed',
  updateProfile: 'profile-failed',
  logout: 'logout-failed',
} as const satisfies Record<AuthAction, string>

/** Codes the app raises itself (not Firebase's) when the server refuses to open a session. */
export const APP_ERROR_CODES = {
  googleUnavailable: 'app/google-unavailable',
  staleSignIn: 'app/stale-sign-in',
  sessionRefused: 'app/session-refused',
  profileWriteFailed: 'app/profile-write-failed',
  tooManyAttempts: 'app/too-many-attempts',
} as const

/** Each provider or app code's reason. */
export const PROVIDER_CODES = {
  // One neutral reason for every "wrong email or password" code: it never tells whether the email exists.
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/invalid-password': 'wrong-credentials',
  'auth/email-already-in-use': 'email-in-use',
  'auth/weak-password': 'weak-password',
  'auth/password-does-not-meet-requirements': 'password-requirements',
  'auth/too-many-requests': 'too-many-attempts',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/popup-blocked': 'popup-blocked',
  'auth/network-request-failed': 'network-failed',
  'auth/unauthorized-domain': 'unauthorized-domain',
  'auth/operation-not-allowed': 'method-unavailable',
  'auth/invalid-email': 'email-address-invalid',
  'auth/missing-email': 'email-required',
  'auth/missing-password': 'password-empty',
  'auth/user-disabled': 'account-disabled',
  'auth/account-exists-with-different-credential': 'other-credential',
  'auth/requires-recent-login': 'sign-in-again',
  [APP_ERROR_CODES.googleUnavailable]: 'google-unavailable',
  [APP_ERROR_CODES.staleSignIn]: 'stale-sign-in',
  [APP_ERROR_CODES.tooManyAttempts]: 'too-many-attempts',
} as const satisfies Record<string, string>

/** Why an auth flow failed: a mapped provider code, or the action's own failure. */
export type AuthErrorCode =
  (typeof PROVIDER_CODES)[keyof typeof PROVIDER_CODES] | (typeof FALLBACK_CODES)[AuthAction]

export type AuthErrorMessage = CodeMessages<AuthErrorCode>

const GOOGLE_ACTIONS: ReadonlySet<AuthAction> = new Set(['googleSignIn', 'googleSignUp'])

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** Why an auth action failed, as the shop's code. Never the raw provider code or the provider's own message. */
export function authErrorCode(error: unknown, action: AuthAction): AuthErrorCode {
  const code = errorCode(error)
  // Offline, the Google popup fails with a network error while loading Google's script: say what that means.
  if (code === 'auth/network-request-failed' && GOOGLE_ACTIONS.has(action)) return 'google-unavailable'
  const mapped =
    code && Object.hasOwn(PROVIDER_CODES, code)
      ? PROVIDER_CODES[code as keyof typeof PROVIDER_CODES]
      : undefined
  return mapped ?? FALLBACK_CODES[action]
}

/** The failure a form shows for a thrown auth error. */
export function authFailure(error: unknown, action: AuthAction): { ok: false } & AuthErrorMessage {
  // One object whose code is any of the union is exactly one of the union's objects.
  return { ok: false, code: authErrorCode(error, action) } as { ok: false } & AuthErrorMessage
}

/** Reset emails must not reveal whether an account exists: these codes are reported as success. */
export function isAccountExistenceError(error: unknown): boolean {
  const code = errorCode(error)
  return code === 'auth/user-not-found' || code === 'auth/invalid-credential'
}

/** An error raised by the app with one of its own codes, so the mapping above applies uniformly. */
export class AuthFlowError extends Error {
  constructor(readonly code: string) {
    super(code)
    this.name = 'AuthFlowError'
  }
}
