import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
  type UserCredential,
} from 'firebase/auth'
import { clientAuth } from '@/lib/firebase/client'
import { APP_ERROR_CODES, AuthFlowError, errorCode, isAccountExistenceError } from '@/lib/auth/error-messages'
import type { SignInInput, SignUpInput, SignUpProfile } from '@/lib/auth/schemas'
import { fakeGoogleAccount } from '@/lib/auth/test-hooks'
import type { AppUser } from '@/lib/auth/user'

/**
 * The browser half of accounts: the Firebase web SDK for identity only (who you are), then the ID token is
 * exchanged at /api/session for the httpOnly session cookie the server trusts. Client components load this
 * module on demand (`await import(...)`), so the SDK stays out of the first page load.
 */

export type SessionResult = { user: AppUser | null; createdProfile: boolean }

/** How long Google's script may take to arrive before the popup is declared unavailable (offline machines). */
export const GOOGLE_SCRIPT_TIMEOUT_MS = 8000

async function exchangeForSession(user: User, signUp?: SignUpProfile): Promise<SessionResult> {
  const idToken = await user.getIdToken()
  let response: Response
  try {
    response = await fetch('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(signUp ? { idToken, signUp } : { idToken }),
    })
  } catch {
    throw new AuthFlowError('auth/network-request-failed')
  }
  const body: unknown = await response.json().catch(() => null)
  const payload = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown
    user?: AppUser | null
    createdProfile?: unknown
  }
  if (!response.ok) {
    throw new AuthFlowError(
      typeof payload.error === 'string' ? payload.error : APP_ERROR_CODES.sessionRefused,
    )
  }
  return { user: payload.user ?? null, createdProfile: payload.createdProfile === true }
}

/** A sign-in the server refused must not linger in the browser either, or the two would disagree. */
async function withSession(credential: UserCredential, signUp?: SignUpProfile): Promise<SessionResult> {
  try {
    return await exchangeForSession(credential.user, signUp)
  } catch (error) {
    await signOut(clientAuth()).catch(() => {})
    throw error
  }
}

export async function signInWithEmail(
  input: Pick<SignInInput, 'email' | 'password'>,
): Promise<SessionResult> {
  const credential = await signInWithEmailAndPassword(clientAuth(), input.email, input.password)
  return withSession(credential)
}

/**
 * Creates the account, names it, then lets the server write users/{uid} and open the session. Any failure after
 * the account exists removes it again, so a failed sign-up never leaves an account behind (the server does the
 * same when the profile write fails).
 */
export async function signUpWithEmail(input: SignUpInput): Promise<SessionResult> {
  const credential = await createUserWithEmailAndPassword(clientAuth(), input.email, input.password)
  try {
    await updateProfile(credential.user, { displayName: input.fullName })
    return await exchangeForSession(credential.user, {
      fullName: input.fullName,
      phone: input.phone,
      language: input.language,
    })
  } catch (error) {
    await deleteUser(credential.user).catch(() => {})
    await signOut(clientAuth()).catch(() => {})
    throw error
  }
}

/**
 * Resolves never when Google's script arrives (the shopper may take their time in the popup), rejects if it has
 * not arrived within the timeout: offline, the SDK would otherwise wait on it.
 */
function googleScriptLoaded(): boolean {
  return Boolean((window as Window & { gapi?: { load?: unknown } }).gapi?.load)
}

function googleScriptWatchdog(timeoutMs: number): { promise: Promise<never>; stop: () => void } {
  let timer: ReturnType<typeof setInterval> | undefined
  const started = Date.now()
  const promise = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (googleScriptLoaded()) {
        clearInterval(timer)
      } else if (Date.now() - started >= timeoutMs) {
        clearInterval(timer)
        reject(new AuthFlowError(APP_ERROR_CODES.googleUnavailable))
      }
    }, 250)
  })
  return { promise, stop: () => clearInterval(timer) }
}

async function googleCredential(): Promise<UserCredential> {
  const auth = clientAuth()
  const fake = fakeGoogleAccount()
  if (fake) return signInWithCredential(auth, GoogleAuthProvider.credential(fake))

  const provider = new GoogleAuthProvider()
  provider.setCustomParameters({ prompt: 'select_account' })
  const watchdog = googleScriptWatchdog(GOOGLE_SCRIPT_TIMEOUT_MS)
  try {
    return await Promise.race([
      signInWithPopup(auth, provider, browserPopupRedirectResolver),
      watchdog.promise,
    ])
  } catch (error) {
    // When Google's script cannot load, the SDK reports a bare internal or network error: say what it means.
    const code = errorCode(error)
    if (!googleScriptLoaded() && (code === 'auth/internal-error' || code === 'auth/network-request-failed')) {
      throw new AuthFlowError(APP_ERROR_CODES.googleUnavailable)
    }
    throw error
  } finally {
    watchdog.stop()
  }
}

/** Google sign-in and sign-up are one flow: the server writes the profile defaults on a first sign-in. */
export async function signInWithGoogle(): Promise<SessionResult> {
  return withSession(await googleCredential())
}

/**
 * Sends the reset email. 'No such account' is reported as sent: telling the difference would let anyone test
 * which emails have accounts.
 */
export async function sendResetEmail(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(clientAuth(), email)
  } catch (error) {
    if (isAccountExistenceError(error)) return
    throw error
  }
}

/** Ends the server session (revoking every refresh token) and the browser's Firebase sign-in. */
export async function signOutEverywhere(): Promise<void> {
  let response: Response
  try {
    response = await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' })
  } catch {
    throw new AuthFlowError('auth/network-request-failed')
  }
  if (!response.ok) throw new AuthFlowError(APP_ERROR_CODES.sessionRefused)
  await signOut(clientAuth()).catch(() => {})
}
