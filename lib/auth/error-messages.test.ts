import {
  APP_ERROR_CODES,
  authErrorCode,
  authFailure,
  type AuthAction,
  FALLBACK_CODES,
  isAccountExistenceError,
} from '@/lib/auth/error-messages'
import { formMessage } from '@/lib/i18n/form-message-texts'

/** What the shopper reads, in English, for a thrown error (the code, then its words). */
const authErrorMessage = (error: unknown, action: AuthAction) => formMessage('en', authFailure(error, action))

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })

describe('authErrorCode and its words', () => {
  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])(
    'gives one neutral sentence for %s, so sign-in never reveals whether an email has an account',
    (code) => {
      expect(authErrorCode(firebaseError(code), 'signIn')).toBe('wrong-credentials')
      expect(authErrorMessage(firebaseError(code), 'signIn')).toBe('Email or password is incorrect.')
    },
  )

  it.each([
    ['auth/email-already-in-use', 'signUp', /already exists/],
    ['auth/weak-password', 'signUp', /stronger password/],
    ['auth/too-many-requests', 'signIn', /Too many attempts/],
    ['auth/popup-closed-by-user', 'googleSignIn', /window was closed/],
    ['auth/popup-blocked', 'googleSignUp', /blocked the Google window/],
    ['auth/network-request-failed', 'signIn', /could not reach/],
    ['auth/unauthorized-domain', 'googleSignIn', /not enabled for this web address/],
    ['auth/invalid-email', 'resetForgot', /valid email/],
    // The session route's own 429 (lib/rate-limit/rules.ts).
    [APP_ERROR_CODES.tooManyAttempts, 'signIn', /^Too many attempts. Please wait a few minutes/],
  ] as const)('maps %s to a plain sentence', (code, action, expected) => {
    const message = authErrorMessage(firebaseError(code), action)
    expect(message).toMatch(expected)
    expect(message).not.toContain('auth/')
  })

  it('explains a Google network failure as Google being unavailable', () => {
    expect(authErrorCode(firebaseError('auth/network-request-failed'), 'googleSignIn')).toBe(
      'google-unavailable',
    )
    expect(authErrorCode({ code: APP_ERROR_CODES.googleUnavailable }, 'googleSignUp')).toBe(
      'google-unavailable',
    )
    expect(authErrorMessage({ code: APP_ERROR_CODES.googleUnavailable }, 'googleSignUp')).toBe(
      'Google sign-in is unavailable right now. Please try again or use email.',
    )
  })

  it.each([
    ['signIn', 'Sign in failed'],
    ['googleSignIn', 'Google sign in failed'],
    ['signUp', 'Sign up failed'],
    ['googleSignUp', 'Google sign up failed'],
    ['resetForgot', 'Failed to send reset email'],
    ['resetAccount', 'Failed to send email'],
    ['updateProfile', 'Failed to update profile'],
    ['logout', 'Logout failed'],
  ] as const)('falls back to the specification text for %s', (action, text) => {
    expect(authErrorCode(undefined, action)).toBe(FALLBACK_CODES[action])
    expect(authErrorMessage(firebaseError('auth/some-new-code'), action)).toBe(text)
    expect(authErrorMessage(new Error('boom'), action)).toBe(text)
    expect(authErrorMessage(undefined, action)).toBe(text)
  })

  it('never shows the provider message verbatim', () => {
    const error = firebaseError('auth/internal-error')
    expect(authErrorMessage(error, 'signIn')).not.toContain('Firebase')
  })
})

describe('isAccountExistenceError', () => {
  it('recognises the codes a reset must hide', () => {
    expect(isAccountExistenceError(firebaseError('auth/user-not-found'))).toBe(true)
    expect(isAccountExistenceError(firebaseError('auth/network-request-failed'))).toBe(false)
    expect(isAccountExistenceError('nope')).toBe(false)
  })
})
