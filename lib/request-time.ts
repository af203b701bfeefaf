import 'server-only'
import { headers } from 'next/headers'
import { connection } from 'next/server'

/**
 * "Now" for a request, for server-rendered decisions such as whether a sale is still running.
 *
 * Waits for the real request first (`connection()`), so the answer is never frozen into the build's static
 * shell; callers must sit inside a <Suspense> boundary.
 *
 * End-to-end tests need to render the sale page as it looked in May 2025, but the decision is made on the
 * server, where the browser's fake clock cannot reach. So the test server (and only it) sets
 * SHOP_ALLOW_TEST_CLOCK=1, and then an `x-test-now` request header can fix the time. In production the
 * variable is never set and the header is ignored, so no visitor can change what the shop thinks the time is.
 */
export async function requestTime(): Promise<Date> {
  await connection()
  if (process.env.SHOP_ALLOW_TEST_CLOCK === '1') {
    const fixed = (await headers()).get('x-test-now')
    if (fixed) {
      const parsed = new Date(fixed)
      if (!Number.isNaN(parsed.getTime())) return parsed
    }
  }
  return new Date()
}
