import { z } from 'zod'

/**
 * Who in the shop hears of new orders (docs/production.md, "Scheduled jobs"):
 * - SHOP_STAFF_ORDER_MAIL: the address (a shared inbox); unset, nobody is mailed.
 * - SHOP_STAFF_DIGEST_MINUTES: at most one mail this often (default 10): the first order after a quiet spell
 *   is mailed at once, and orders that come while a mail went out recently wait for the next one together.
 */
export type StaffDigestSettings = { to: string | null; everyMinutes: number }

const SettingsSchema = z.object({
  SHOP_STAFF_ORDER_MAIL: z.email().optional(),
  SHOP_STAFF_DIGEST_MINUTES: z
    .string()
    .regex(/^[0-9]{1,4}$/, 'must be a whole number of minutes')
    .transform(Number)
    .default(10),
})

export function parseStaffDigestSettings(env: Record<string, string | undefined>): StaffDigestSettings {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)
  const parsed = SettingsSchema.safeParse({
    SHOP_STAFF_ORDER_MAIL: blank(env.SHOP_STAFF_ORDER_MAIL),
    SHOP_STAFF_DIGEST_MINUTES: blank(env.SHOP_STAFF_DIGEST_MINUTES),
  })
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => String(issue.path[0])).join(', ')
    throw new Error(`Staff order mail settings are invalid: ${names}. See docs/production.md.`)
  }
  return {
    to: parsed.data.SHOP_STAFF_ORDER_MAIL?.toLowerCase() ?? null,
    everyMinutes: parsed.data.SHOP_STAFF_DIGEST_MINUTES,
  }
}

let cached: StaffDigestSettings | undefined

export function staffDigestSettings(): StaffDigestSettings {
  cached ??= parseStaffDigestSettings(process.env)
  return cached
}
