import 'server-only'
import { getSession } from '@/lib/auth/session'
import { isEmailVerifiedNow } from '@/lib/firebase/email-verification'

/**
 * Whether the signed-in account `uid` has its e-mail address verified: what lets her confirm her own order on
 * its page instead of from the e-mail's link, since either proves she reads that inbox. The session's claim
 * is as old as her sign-in, so a "no" there is asked of Auth again (she may have verified since).
 */
export async function accountEmailVerified(uid: string): Promise<boolean> {
  const session = await getSession()
  if (session?.uid === uid && session.email_verified === true) return true
  return isEmailVerifiedNow(uid).catch(() => false)
}
