/** Settings of the session cookie, shared by the route that sets it, the proxy gate and the DAL. */

/**
 * '__session' is the one cookie name Firebase Hosting forwards to a backend, so the shop can move behind it
 * without renaming anything.
 */
export const SESSION_COOKIE = '__session'

/** Firebase allows 5 minutes to 2 weeks; 5 days keeps a shopper signed in through a typical week. */
export const SESSION_MAX_AGE_SECONDS = 5 * 24 * 60 * 60

/** A session is only minted from an ID token whose sign-in happened this recently (a stolen old token fails). */
export const RECENT_SIGN_IN_SECONDS = 5 * 60

export type SessionCookieOptions = {
  httpOnly: true
  sameSite: 'lax'
  secure: boolean
  path: '/'
  maxAge: number
}

/**
 * httpOnly keeps the cookie away from page scripts; SameSite=Lax keeps it off cross-site form posts while still
 * sending it when a shopper follows a link in; Secure in production (a local http server could not set it).
 */
export function sessionCookieOptions(maxAge = SESSION_MAX_AGE_SECONDS): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge,
  }
}
