import { connection } from 'next/server'
import { probeAuth, probeFirestore } from '@/lib/firebase/health-probes'
import { checkHealth } from '@/lib/health/check-health'

/**
 * Health at request time (never prerendered or cached): 200 `{ ok: true, auth: 'up', firestore: 'up' }` when
 * Firebase Auth and Firestore both answer within two seconds, otherwise 503 naming which one is down. The
 * test runner polls it until the server and the emulators are up; a load balancer can use it the same way.
 */
export async function GET() {
  await connection()
  const report = await checkHealth({ auth: probeAuth, firestore: probeFirestore })
  return Response.json(report, {
    status: report.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
