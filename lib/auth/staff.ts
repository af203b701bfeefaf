import 'server-only'
import { connection } from 'next/server'
import { getSession } from './session'
import { hasStaffClaim } from './staff-claim'

export type StaffMember = { uid: string; email: string | null }

/**
 * The staff member making this request, or null for anyone else (signed out, or a shopper). Checked on the
 * server from the session cookie, verified with revocation (lib/auth/session.ts), so a claim removed by
 * `npm run staff -- remove` (which also revokes the sessions) stops working at once. Every staff page and
 * action calls this itself: proxy.ts's gate is the first lock, not the only one. Throws
 * ServiceUnavailableError when Auth cannot answer.
 */
export async function currentStaff(): Promise<StaffMember | null> {
  await connection()
  const session = await getSession()
  if (!session || !hasStaffClaim(session)) return null
  return { uid: session.uid, email: session.email ?? null }
}
