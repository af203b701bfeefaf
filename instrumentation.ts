/**
 * Runs once when a Next.js server starts. The Node.js-only work lives in lib/check-env-at-start.ts, the request
 * guard and the mail sender, imported only on that runtime (Next's recommended split, so the Edge build never
 * sees Node APIs). Next does not call this during `next build`; the phase check says outright that the sender,
 * which writes to Firestore and talks to SMTP, belongs to a serving process only.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  await import('@/lib/check-env-at-start')
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ installRequestGuard }, { securityHeaders }, { parsePublicEnv, publicEnvInput }] =
    await Promise.all([
      import('@/lib/http/node-request-guard'),
      import('@/lib/security/headers'),
      import('@/lib/public-env'),
    ])
  // The headers next.config.ts gives every path, from the same NEXT_PUBLIC_ values (inlined at build time).
  installRequestGuard(
    securityHeaders(parsePublicEnv(publicEnvInput()), {
      development: process.env.NODE_ENV === 'development',
    }),
  )
  const { startMailSender } = await import('@/lib/mail/sender/start-mail-sender')
  startMailSender()
  // Other instances' revalidateTag, applied here (lib/cache/shared-tags.ts).
  const { startSharedTags } = await import('@/lib/cache/shared-tags')
  startSharedTags()
}
