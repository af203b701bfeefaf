import 'server-only'
import nodemailer from 'nodemailer'
import type { SmtpSettings } from '@/lib/mail/mail-settings'
import type { MailMessage } from '@/lib/mail/outbox-doc'

/** What the sender needs from nodemailer: send one message, answer with what the server said. */
export type MailTransport = {
  sendMail(mail: { from: string; to: string } & MailMessage): Promise<SentInfo>
}

export type SentInfo = { messageId: string; accepted: unknown[]; rejected: unknown[]; response: string }

/**
 * nodemailer's SMTP transport from the settings. Timeouts are short (nodemailer waits up to two minutes to
 * connect by default): a send must end well within the sender's lease (lib/mail/sender/mail-sender.ts), or a
 * second server could take the message over while the first is still talking to the SMTP server.
 */
export function smtpTransport(smtp: SmtpSettings): MailTransport {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }
  if (smtp.kind === 'url') {
    const url = new URL(smtp.url)
    return nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      ...timeouts,
    })
  }
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.ignoreTLS ? { ignoreTLS: true } : {}),
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    ...timeouts,
  })
}
