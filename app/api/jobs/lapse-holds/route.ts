import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { isJobRequest, jobsEnabled } from '@/lib/jobs/job-secret'
import { lapseDueHolds } from '@/lib/orders/lifecycle/lapse-holds'
import { refreshAvailability } from '@/lib/stock/refresh-availability'

/**
 * The scheduled job that lapses unconfirmed orders whose hold ended (lib/orders/lifecycle/lapse-holds.ts):
 * POST with `Authorization: Bearer <SHOP_JOBS_SECRET>`, every few minutes (docs/production.md). Answers
 * `{ lapsed }`, how many orders it cancelled; 404 when jobs are not set up, 401 for a wrong secret.
 */
export async function POST(request: Request) {
  await connection()
  const headers = { 'Cache-Control': 'no-store' }
  if (!jobsEnabled()) return Response.json({ error: 'not-found' }, { status: 404, headers })
  if (!isJobRequest(request.headers.get('authorization'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401, headers })
  }
  const outcome = await lapseDueHolds(adminDb())
  refreshAvailability(outcome.stockMoves)
  return Response.json({ lapsed: outcome.lapsed.length }, { headers })
}
