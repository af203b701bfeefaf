import 'server-only'
import { adminDb } from '@/lib/firebase/admin'
import { mailSettings } from '@/lib/mail/mail-settings'
import { createMailSender } from './mail-sender'
import { runMailSender } from './mail-sender-loop'
import { smtpTransport } from './mail-transport'

/**
 * Starts this server's outbox sender (from instrumentation.ts, Node.js runtime, never during `next build`),
 * unless the Trigger Email extension sends (SHOP_MAIL_SENDER=extension). Every `next start` runs one; the
 * leases in lib/mail/sender/mail-sender.ts make several of them send each message once.
 */
export function startMailSender(): void {
  const settings = mailSettings()
  if (settings.sender !== 'builtin') return
  const sender = createMailSender({
    db: adminDb(),
    transport: smtpTransport(settings.smtp),
    from: settings.from,
    retryCapMs: settings.retryCapMs,
  })
  let lastReported = 0
  runMailSender(sender.drain, {
    pollMs: settings.pollMs,
    // Firestore unreachable: every poll would say so; once a minute is enough to be noticed.
    onError: (error) => {
      if (Date.now() - lastReported < 60_000) return
      lastReported = Date.now()
      console.error('[mail] the outbox could not be read; trying again', error)
    },
  })
}
