import { z } from 'zod'
import { LOCALES, type Locale } from '@/lib/i18n/locales'

/**
 * The outbox: Firestore `mail/{id}`, one document per message, in the shape of Firebase's "Trigger Email from
 * Firestore" extension (firestore-send-email), so production may send with that extension instead of our
 * sender (lib/mail/mail-settings.ts):
 *
 *   { to, message: { subject, text, html, headers? },
 *     delivery: { state: PENDING | PROCESSING | SUCCESS | ERROR, attempts, startTime, endTime, error,
 *                 leaseExpireTime, info: { messageId, accepted, rejected, pending, response } } }
 *
 * plus our own fields: `kind`, `orderId`, `language` and `createdAt` (what staff see on the order), and
 * `sendAfter`, when our sender may next try it. `sendAfter` is flat because the local Firestore emulator
 * cannot query a field inside a map, and one range query on a single field needs no composite index in
 * production; it is null once the message is sent or given up. When the extension sends, the shop writes
 * neither `delivery` nor `sendAfter`: the extension starts `delivery` itself.
 * A message is written in the same transaction as the change that causes it (lib/mail/queue-mail.ts).
 */
export const MAIL_COLLECTION = 'mail'

export const MAIL_KINDS = [
  'order-received',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
  'verify-email',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export const DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/**
 * What is sent. `headers` (optional, so messages written before it still send) are extra header lines, such
 * as a newsletter's List-Unsubscribe (lib/newsletter/newsletter-mail-frame.ts); both our sender and the
 * Trigger Email extension hand `message.headers` to nodemailer.
 */
export const MailMessageSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
})
export type MailMessage = z.infer<typeof MailMessageSchema>

// Firestore Timestamps, recognised by shape so this module stays free of firebase-admin.
const timestampLike = z.custom<{ toDate: () => Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
)

const OutboxDocSchema = z.object({
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  orderId: z.string(),
  language: z.enum(LOCALES).catch('en'),
  createdAt: timestampLike.nullable().catch(null),
  delivery: z
    .object({
      state: z.enum(DELIVERY_STATES).catch('PENDING'),
      attempts: z.number().int().nonnegative().catch(0),
      error: z.string().nullable().optional(),
      endTime: timestampLike.nullable().optional().catch(null),
    })
    .optional(),
})

/** One outbox message as the staff order page lists it. */
export type OutboxEntry = {
  id: string
  kind: MailKind
  to: string
  language: Locale
  createdAt: string | null
  state: DeliveryState
  attempts: number
  error: string | null
}

export function outboxEntryFromDoc(id: string, data: unknown): OutboxEntry | null {
  const parsed = OutboxDocSchema.safeParse(data)
  if (!parsed.success) return null
  const { to, kind, language, createdAt, delivery } = parsed.data
  return {
    id,
    kind,
    to,
    language,
    createdAt: createdAt ? createdAt.toDate().toISOString() : null,
    state: delivery?.state ?? 'PENDING',
    attempts: delivery?.attempts ?? 0,
    error: delivery?.error ?? null,
  }
}
