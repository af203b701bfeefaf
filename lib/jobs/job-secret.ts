import 'server-only'
import { sameText } from '@/lib/security/same-text'

/**
 * Scheduled jobs (a Cloud Scheduler or cron entry POSTing to /api/jobs/…) prove themselves with
 * `Authorization: Bearer <SHOP_JOBS_SECRET>`. Unset, the job routes answer 404: nothing outside can run them,
 * and the work they do still happens lazily (lib/orders/lifecycle/lapse-holds.ts).
 */
export function isJobRequest(authorization: string | null, secret = process.env.SHOP_JOBS_SECRET): boolean {
  const expected = secret?.trim() ?? ''
  if (expected.length < 32) return false
  return sameText(authorization ?? '', `Bearer ${expected}`)
}

export function jobsEnabled(secret = process.env.SHOP_JOBS_SECRET): boolean {
  return (secret?.trim() ?? '').length >= 32
}
