import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { isJobRequest, jobsEnabled } from '@/lib/jobs/job-secret'
import { sendStaffOrderDigest } from '@/lib/staff/order-digest'

/**
 * The scheduled job that mails staff the orders that waited for the next digest (lib/staff/order-digest.ts):
 * POST with `Authorization: Bearer <SHOP_JOBS_SECRET>`, every few minutes. Answers `{ listed }`; 404 when
 * jobs are not set up, 401 for a wrong secret.
 */
export async function POST(request: Request) {
  await connection()
  const headers = { 'Cache-Control': 'no-store' }
  if (!jobsEnabled()) return Response.json({ error: 'not-found' }, { status: 404, headers })
  if (!isJobRequest(request.headers.get('authorization'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers })
  }
  return Response.json({ listed: await sendStaffOrderDigest(adminDb()) }, { headers })
}
