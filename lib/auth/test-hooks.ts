/**
 * End-to-end test hook for Google sign-in, which cannot run offline: the Firebase web SDK loads Google's gapi
 * script from apis.google.com for every popup, even against the Auth emulator. The test build sets
 * NEXT_PUBLIC_SHOP_TEST_HOOKS=1 and a test puts the claims of a fake Google account on
 * `window.__shopFakeGoogleAccount` (a JSON string such as '{"sub":"…","email":"…","email_verified":true}');
 * the 'Continue with Google' button then signs in with the Auth emulator's fake-credential support instead of
 * the popup, and everything after it (session, profile defaults, toasts) runs for real.
 *
 * Why it cannot reach shoppers: NEXT_PUBLIC_* values are inlined at build time, so in a build without the
 * variable the condition is a constant and the minifier drops the branch (next.config.ts should define the
 * variable as '' when unset, so it is a constant rather than a runtime lookup). And even if the branch were
 * present, real Firebase Auth rejects such an unsigned credential: only the emulator accepts it.
 */
export function fakeGoogleAccount(): string | null {
  if (process.env.NEXT_PUBLIC_SHOP_TEST_HOOKS !== '1') return null
  const value: unknown = (window as Window & { __shopFakeGoogleAccount?: unknown }).__shopFakeGoogleAccount
  return typeof value === 'string' && value.length > 0 ? value : null
}
