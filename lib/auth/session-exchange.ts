import 'server-only'
import { adminAuth } from '@/lib/firebase/admin'
import { authCall } from '@/lib/firebase/calls'
import { createProfile, ensureProfile } from '@/lib/auth/profile'
import type { SessionRequest } from '@/lib/auth/schemas'
import {
  loadAppUser,
  openSession,
  revokeSessions,
  checkSessionCookie,
  type SessionRefusal,
} from '@/lib/auth/session'
import type { AppUser } from '@/lib/auth/user'

/** An account this young with no profile is one being signed up right now, so it may be removed on failure. */
const FRESH_ACCOUNT_MS = 10 * 60 * 1000

export type EstablishResult =
  | {
      ok: true
      cookie: string
      user: AppUser | null
      createdProfile: boolean
      /** The verified token's e-mail and whether Firebase has verified it (for held receipts). */
      email: string | null
      emailVerified: boolean
      /** A Google sign-in with the address Google verified: this sign-in proves the inbox (for linking guest orders). */
      inboxProvenBySignIn: boolean
    }
  | { ok: false; reason: SessionRefusal | 'profile-write-failed' }

/**
 * After Firebase signs a shopper in (or up) in the browser: verify the token, make sure users/{uid} exists
 * (the sign-up form's fields, or the Google defaults of spec section 3 on a first sign-in), then mint the
 * session cookie. If the profile cannot be written for a brand-new account, the account is deleted so no
 * half-made account is left behind, and the sign-up is reported as failed.
 */
export async function establishSession(
  request: SessionRequest,
  now: number = Date.now(),
): Promise<EstablishResult> {
  const opened = await openSession(request.idToken, now)
  if (!opened.ok) return opened
  const { decoded, cookie } = opened.session
  const email = decoded.email ?? ''

  let createdProfile = false
  try {
    createdProfile = request.signUp
      ? await createProfile(decoded.uid, {
          name: request.signUp.fullName,
          phone: request.signUp.phone,
          email,
          language: request.signUp.language,
        })
      : await ensureProfile(decoded.uid, {
          name: typeof decoded.name === 'string' ? decoded.name : '',
          phone: '',
          email,
          language: 'english',
        })
  } catch (error) {
    console.error('[auth] profile write failed', error)
    await removeIfFresh(decoded.uid, now)
    return { ok: false, reason: 'profile-write-failed' }
  }

  return {
    ok: true,
    cookie,
    user: await loadAppUser(decoded.uid, { fresh: true }),
    createdProfile,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    inboxProvenBySignIn:
      decoded.email_verified === true && decoded.firebase.sign_in_provider === 'google.com',
  }
}

async function removeIfFresh(uid: string, now: number) {
  try {
    const record = await authCall('read user', () => adminAuth().getUser(uid))
    const created = Date.parse(record.metadata.creationTime)
    if (Number.isFinite(created) && now - created < FRESH_ACCOUNT_MS) {
      await authCall('delete half-made account', () => adminAuth().deleteUser(uid))
    }
  } catch (error) {
    console.error('[auth] could not remove the account whose profile failed', error)
  }
}

/**
 * Ends the session behind a cookie, if it is still good. Nothing to revoke otherwise. Never throws: signing out
 * must always clear the cookie, even while Auth is unreachable (the tokens then simply expire).
 */
export async function endSession(cookie: string | undefined): Promise<void> {
  const check = await checkSessionCookie(cookie)
  if (check.status !== 'valid') return
  try {
    await revokeSessions(check.decoded.uid)
    // Revocation is kept to the second, and a session signed in during that same second still counts as
    // after it (lib/auth/account-standing.ts): revoke again once the second has passed.
    const authSecond = check.decoded.auth_time
    if (Math.floor(Date.now() / 1000) <= authSecond) {
      await new Promise((resolve) => setTimeout(resolve, (authSecond + 1) * 1000 - Date.now() + 50))
      await revokeSessions(check.decoded.uid)
    }
  } catch (error) {
    console.error('[auth] could not revoke refresh tokens', error)
  }
}
