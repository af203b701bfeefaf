import 'server-only'
import { getSession } from '@/lib/auth/session'
import { isEmailVerifiedNow } from '@/lib/firebase/email-verification'
import { currentUid } from '@/lib/shopper/current-shopper'

/**
 * The signed-in account, and whether its e-mail address is verified: what lets her confirm her own order on
 * its page instead of from the e-mail's link, since either proves she reads that inbox. The session's claim
 * is as old as her sign-in, so a "no" there is asked of Auth again (she may have verified since).
 */
export async function confirmingAccount(): Promise<{ uid: string | null; emailVerified: boolean }> {
  const uid = await currentUid()
  if (!uid) return { uid: null, emailVerified: false }
  if ((await getSession())?.email_verified === true) return { uid, emailVerified: true }
  return { uid, emailVerified: await isEmailVerifiedNow(uid).catch(() => false) }
}
