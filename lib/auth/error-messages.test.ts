import {
  APP_ERROR_CODES,
  authErrorMessage,
  FALLBACK_MESSAGES,
  GOOGLE_UNAVAILABLE_MESSAGE,
  isAccountExistenceError,
  WRONG_CREDENTIALS_MESSAGE,
} from '@/lib/auth/error-messages'

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code })

describe('authErrorMessage', () => {
  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])(
    'gives one neutral sentence for %s, so sign-in never reveals whether an email has an account',
    (code) => {
      expect(authErrorMessage(firebaseError(code), 'signIn')).toBe(WRONG_CREDENTIALS_MESSAGE)
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
    expect(authErrorMessage(firebaseError('auth/network-request-failed'), 'googleSignIn')).toBe(
      GOOGLE_UNAVAILABLE_MESSAGE,
    )
    expect(authErrorMessage({ code: APP_ERROR_CODES.googleUnavailable }, 'googleSignUp')).toBe(
      GOOGLE_UNAVAILABLE_MESSAGE,
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
    expect(FALLBACK_MESSAGES[action]).toBe(text)
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
