/**
 * Plain sentences for what went wrong, so a shopper never sees a raw provider code such as
 * 'auth/invalid-credential'. Anything not listed falls back to the specification's texts (section 8).
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

export const FALLBACK_MESSAGES: Record<AuthAction, string> = {
  signIn: 'Sign in failed',
  googleSignIn: 'Google sign in failed',
  signUp: 'Sign up failed',
  googleSignUp: 'Google sign up failed',
  resetForgot: 'Failed to send reset email',
  resetAccount: 'Failed to send email',
  updateProfile: 'Failed to update profile',
  logout: 'Logout failed',
}

/** One neutral sentence for every "wrong email or password" code: it never tells whether the email exists. */
export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is incorrect.'

export const GOOGLE_UNAVAILABLE_MESSAGE =
  'Google sign-in is unavailable right now. Please try again or use email.'

/** Codes the app raises itself (not Firebase's) when the server refuses to open a session. */
export const APP_ERROR_CODES = {
  googleUnavailable: 'app/google-unavailable',
  staleSignIn: 'app/stale-sign-in',
  sessionRefused: 'app/session-refused',
  profileWriteFailed: 'app/profile-write-failed',
  tooManyAttempts: 'app/too-many-attempts',
} as const

/** Each provider or app code's sentence (exported for the Urdu table's test). */
export const CODE_MESSAGES: Readonly<Record<string, string>> = {
  'auth/wrong-password': WRONG_CREDENTIALS_MESSAGE,
  'auth/user-not-found': WRONG_CREDENTIALS_MESSAGE,
  'auth/invalid-credential': WRONG_CREDENTIALS_MESSAGE,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS_MESSAGE,
  'auth/invalid-password': WRONG_CREDENTIALS_MESSAGE,
  'auth/email-already-in-use': 'An account with this email already exists. Please sign in instead.',
  'auth/weak-password': 'Please choose a stronger password (at least 6 characters).',
  'auth/password-does-not-meet-requirements': 'Please choose a stronger password.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before sign-in finished.',
  'auth/cancelled-popup-request': 'The Google window was closed before sign-in finished.',
  'auth/user-cancelled': 'The Google window was closed before sign-in finished.',
  'auth/popup-blocked':
    'Your browser blocked the Google window. Please allow pop-ups for this site and try again.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/unauthorized-domain': 'Google sign-in is not enabled for this web address.',
  'auth/operation-not-allowed': 'This sign-in method is not available right now.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/missing-email': 'Email is required',
  'auth/missing-password': 'Please enter your password',
  'auth/user-disabled': 'This account has been disabled. Please contact us for help.',
  'auth/account-exists-with-different-credential':
    'This email is already registered with a password. Please sign in with email and password.',
  'auth/requires-recent-login': 'Please sign in again to continue.',
  [APP_ERROR_CODES.googleUnavailable]: GOOGLE_UNAVAILABLE_MESSAGE,
  [APP_ERROR_CODES.staleSignIn]: 'Your sign-in took too long to finish. Please sign in again.',
  [APP_ERROR_CODES.tooManyAttempts]: 'Too many attempts. Please wait a few minutes and try again.',
}

const GOOGLE_ACTIONS: ReadonlySet<AuthAction> = new Set(['googleSignIn', 'googleSignUp'])

export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** The sentence to show for a failed auth action. Never returns the raw code or the provider's own message. */
export function authErrorMessage(error: unknown, action: AuthAction): string {
  const code = errorCode(error)
  // Offline, the Google popup fails with a network error while loading Google's script: say what that means.
  if (code === 'auth/network-request-failed' && GOOGLE_ACTIONS.has(action)) return GOOGLE_UNAVAILABLE_MESSAGE
  return (code && CODE_MESSAGES[code]) || FALLBACK_MESSAGES[action]
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
