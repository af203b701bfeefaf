import { z } from 'zod'

/**
 * How the shop sends e-mail, from the environment (docs/production.md, "E-mail"; validated at start-up by
 * lib/check-env-at-start.ts):
 *
 * - SHOP_MAIL_SENDER: `builtin` (the default) drains the `mail` outbox with the shop's own sender
 *   (lib/mail/sender/); `extension` leaves it to Firebase's "Trigger Email from Firestore" extension, and the
 *   shop only writes the outbox.
 * - SMTP, for `builtin`: SHOP_SMTP_URL (smtp:// or smtps://, user and password in it), or SHOP_SMTP_HOST with
 *   SHOP_SMTP_PORT, SHOP_SMTP_USER, SHOP_SMTP_PASS and SHOP_SMTP_SECURE; and SHOP_MAIL_FROM, the sender
 *   address ("Fatin <orders@example.com>").
 *
 * With the emulators (SHOP_USE_EMULATORS=1) nothing is required: the SMTP server is the local mail catcher
 * on 127.0.0.1 (scripts/lib/mail-catcher.mjs), so nothing reaches the internet.
 */
export type MailSenderMode = 'builtin' | 'extension'

export type SmtpSettings =
  | { kind: 'url'; url: string }
  | {
      kind: 'host'
      host: string
      port: number
      secure: boolean
      user?: string
      pass?: string
      /** Only for the local catcher on loopback, which offers no certificate worth checking. */
      ignoreTLS?: boolean
    }

export type MailSettings =
  | { sender: 'extension' }
  | {
      sender: 'builtin'
      smtp: SmtpSettings
      from: string
      /** Longest wait between two tries of one message (SHOP_MAIL_RETRY_CAP_SECONDS, default 300). */
      retryCapMs: number
      /** How often each server looks for due messages besides the nudge after a commit. */
      pollMs: number
    }

export class MailSettingsError extends Error {}

const LOCAL_CATCHER_SMTP_PORT = 1025
const DEFAULT_LOCAL_FROM = 'Fatin <orders@fatin.localhost>'

const positiveSeconds = (fallback: number) =>
  z.coerce.number().positive().max(86_400).optional().default(fallback)

const SettingsSchema = z.object({
  SHOP_MAIL_SENDER: z.enum(['builtin', 'extension']).optional().default('builtin'),
  SHOP_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SHOP_SMTP_HOST: z.string().min(1).optional(),
  SHOP_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SHOP_SMTP_USER: z.string().optional(),
  SHOP_SMTP_PASS: z.string().optional(),
  SHOP_SMTP_SECURE: z.enum(['0', '1', 'true', 'false']).optional(),
  SHOP_MAIL_FROM: z.string().min(3).optional(),
  SHOP_MAIL_RETRY_CAP_SECONDS: positiveSeconds(300),
  SHOP_MAIL_POLL_SECONDS: positiveSeconds(5),
  MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
})

function blanksRemoved(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
}

/** Parses the mail settings; throws a MailSettingsError naming every missing or invalid variable. */
export function parseMailSettings(rawEnv: Record<string, string | undefined>): MailSettings {
  const parsed = SettingsSchema.safeParse(blanksRemoved(rawEnv))
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => `${String(issue.path[0])} (${issue.message})`)
    throw new MailSettingsError(`E-mail settings are invalid: ${names.join(', ')}.`)
  }
  const env = parsed.data
  if (env.SHOP_MAIL_SENDER === 'extension') return { sender: 'extension' }

  const emulators = rawEnv.SHOP_USE_EMULATORS === '1' || rawEnv.SHOP_USE_EMULATORS === 'true'
  let smtp: SmtpSettings | undefined
  if (env.SHOP_SMTP_URL) smtp = { kind: 'url', url: env.SHOP_SMTP_URL }
  else if (env.SHOP_SMTP_HOST) {
    const secure = env.SHOP_SMTP_SECURE === '1' || env.SHOP_SMTP_SECURE === 'true'
    smtp = {
      kind: 'host',
      host: env.SHOP_SMTP_HOST,
      port: env.SHOP_SMTP_PORT ?? (secure ? 465 : 587),
      secure,
      ...(env.SHOP_SMTP_USER ? { user: env.SHOP_SMTP_USER, pass: env.SHOP_SMTP_PASS ?? '' } : {}),
    }
  } else if (emulators) {
    smtp = {
      kind: 'host',
      host: '127.0.0.1',
      port: env.MAIL_CATCHER_SMTP_PORT ?? LOCAL_CATCHER_SMTP_PORT,
      secure: false,
      ignoreTLS: true,
    }
  }
  const from = env.SHOP_MAIL_FROM ?? (emulators ? DEFAULT_LOCAL_FROM : undefined)
  const missing = [
    ...(smtp ? [] : ['SHOP_SMTP_URL (or SHOP_SMTP_HOST)']),
    ...(from ? [] : ['SHOP_MAIL_FROM']),
  ]
  if (!smtp || !from) {
    throw new MailSettingsError(
      `E-mail settings are missing: ${missing.join(', ')}. Set them, or SHOP_MAIL_SENDER=extension ` +
        'to send with the Trigger Email extension.',
    )
  }
  return {
    sender: 'builtin',
    smtp,
    from,
    retryCapMs: env.SHOP_MAIL_RETRY_CAP_SECONDS * 1000,
    pollMs: env.SHOP_MAIL_POLL_SECONDS * 1000,
  }
}

let cached: MailSettings | undefined

/** The validated settings of this server (read once). */
export function mailSettings(): MailSettings {
  cached ??= parseMailSettings(process.env)
  return cached
}

/** Whether this shop drains the outbox itself; decides whether queued messages carry our `sendAfter`. */
export function usesBuiltinSender(env: Record<string, string | undefined> = process.env): boolean {
  return env.SHOP_MAIL_SENDER !== 'extension'
}
