/**
 * Runs once when a Next.js server starts. The Node.js-only work lives in lib/check-env-at-start.ts, imported
 * only on that runtime (Next's recommended split, so the Edge build never sees Node APIs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('@/lib/check-env-at-start')
}
