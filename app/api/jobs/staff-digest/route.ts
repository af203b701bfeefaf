import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { isJobRequest, jobsEnabled } from '@/lib/jobs/job-secret'
import { sendLowStockDigest } from '@/lib/staff/low-stock-digest'
import { sendStaffOrderDigest } from '@/lib/staff/order-digest'

/**
 * The scheduled job that mails staff the orders that waited for the next digest (lib/staff/order-digest.ts)
 * and, once per shop day, the sizes and colours that went low (lib/staff/low-stock-digest.ts): POST with
 * `Authorization: Bearer <SHOP_JOBS_SECRET>`, every few minutes. Answers `{ listed, lowStock }`; 404 when jobs
 * are not set up, 401 for a wrong secret.
 */
export async function POST(request: Request) {
  await connection()
  const headers = { 'Cache-Control': 'no-store' }
  if (!jobsEnabled()) return Response.json({ error: 'not-found' }, { status: 404, headers })
  if (!isJobRequest(request.headers.get('authorization'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers })
  }
  const listed = await sendStaffOrderDigest(adminDb())
  const lowStock = await sendLowStockDigest(adminDb())
  return Response.json({ listed, lowStock }, { headers })
}
