import 'server-only'
import { notFound } from 'next/navigation'
import { currentStaff, type StaffMember } from '@/lib/auth/staff'

/**
 * Every back-office page starts here: the staff claim, checked again on the server from the verified
 * session. Anyone else gets the same 404 proxy.ts gives, so /staff reveals nothing.
 */
export async function requireStaff(): Promise<StaffMember> {
  const staff = await currentStaff()
  if (!staff) notFound()
  return staff
}
