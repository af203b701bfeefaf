import 'server-only'
import { adminAuth } from './admin'
import { authCall } from './calls'

/**
 * Firebase's own "verify your e-mail" link for an account's address; opening it marks the address verified
 * in Auth and then continues to `continueUrl` (a page of the shop's).
 */
export async function emailVerificationLink(email: string, continueUrl: string): Promise<string> {
  return authCall('make e-mail verification link', () =>
    adminAuth().generateEmailVerificationLink(email, { url: continueUrl }),
  )
}

/** Whether the account's address is verified now, as Auth says (a session's claim is as old as its sign-in). */
export async function isEmailVerifiedNow(uid: string): Promise<boolean> {
  const record = await authCall('read account', () => adminAuth().getUser(uid))
  return record.emailVerified
}
