import 'server-only'
import { z } from 'zod'
import type { ServerEnvInput } from '@/lib/env'
import { collectProblems, withoutBlanks } from '@/lib/public-env'

/**
 * Abuse-limit settings (lib/rate-limit/), kept apart from the Firebase settings above:
 *
 * - SHOP_RATE_LIMIT_STORE: `firestore` (counters in `rateLimits/{hashedKey}`, shared by every server instance)
 *   or `memory` (counters in this server process). The default follows NODE_ENV: `firestore` in production
 *   (`next start`, deployed or against the emulators), because a deployment runs several instances and a
 *   per-process count would let each of them allow the whole limit; `memory` in development and unit tests.
 * - SHOP_TRUSTED_PROXY_HOPS: how many proxies you run in front of the server that add the client's address
 *   to SHOP_TRUSTED_PROXY_HEADER (default 0: none, so limits count by the connection's own address and any
 *   forwarded header is ignored, since a client can write it). lib/rate-limit/client-address.ts reads the
 *   entry that many hops from the right.
 * - SHOP_TRUSTED_PROXY_HEADER: the header those proxies write (default `x-forwarded-for`; a CDN may use its
 *   own, such as `cf-connecting-ip`).
 * - SHOP_OPEN_ORDERS_PER_ADDRESS: how many cash-on-delivery orders waiting for confirmation one client address
 *   may hold at once (default 5; docs/security.md says why that number).
 * - SHOP_MAILS_PER_RECIPIENT_PER_DAY: how many e-mails of any kind the shop sends one address in a day
 *   (default 8).
 */
export type AbuseLimitSettings = {
  store: 'memory' | 'firestore'
  trustedProxyHops: number
  trustedProxyHeader: string
  openOrdersPerAddress: number
  mailsPerRecipientPerDay: number
}

export const DEFAULT_OPEN_ORDERS_PER_ADDRESS = 5
export const DEFAULT_MAILS_PER_RECIPIENT_PER_DAY = 8

const wholeCount = (fallback: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a whole number from 1 to 999999')
    .transform(Number)
    .default(fallback)

const abuseLimitSchema = z.object({
  SHOP_RATE_LIMIT_STORE: z.enum(['memory', 'firestore'], "must be 'memory' or 'firestore'").optional(),
  SHOP_TRUSTED_PROXY_HOPS: z
    .string()
    .regex(/^[0-9]$/, 'must be a whole number of proxies from 0 to 9')
    .transform(Number)
    .default(0),
  SHOP_TRUSTED_PROXY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/i, 'must be a header name, such as x-forwarded-for')
    .transform((name) => name.toLowerCase())
    .default('x-forwarded-for'),
  SHOP_OPEN_ORDERS_PER_ADDRESS: wholeCount(DEFAULT_OPEN_ORDERS_PER_ADDRESS),
  SHOP_MAILS_PER_RECIPIENT_PER_DAY: wholeCount(DEFAULT_MAILS_PER_RECIPIENT_PER_DAY),
})

/** Throws one message naming every invalid abuse-limit variable (checked at server start, like the above). */
export function parseAbuseLimitSettings(rawEnv: ServerEnvInput): AbuseLimitSettings {
  const env = withoutBlanks(rawEnv)
  const result = abuseLimitSchema.safeParse(env)
  if (!result.success) {
    const { invalid } = collectProblems(result.error.issues, env)
    throw new Error(
      `Abuse-limit settings are invalid: ${invalid.join('; ')}. See docs/security.md, "Abuse limits".`,
    )
  }
  return {
    store: result.data.SHOP_RATE_LIMIT_STORE ?? (env.NODE_ENV === 'production' ? 'firestore' : 'memory'),
    trustedProxyHops: result.data.SHOP_TRUSTED_PROXY_HOPS,
    trustedProxyHeader: result.data.SHOP_TRUSTED_PROXY_HEADER,
    openOrdersPerAddress: result.data.SHOP_OPEN_ORDERS_PER_ADDRESS,
    mailsPerRecipientPerDay: result.data.SHOP_MAILS_PER_RECIPIENT_PER_DAY,
  }
}

let cachedAbuseLimits: AbuseLimitSettings | undefined

export function abuseLimitSettings(): AbuseLimitSettings {
  cachedAbuseLimits ??= parseAbuseLimitSettings(process.env)
  return cachedAbuseLimits
}
