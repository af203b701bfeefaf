import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'

/**
 * The local inbox: MailDev, which the test server starts (scripts/lib/mail-catcher.mjs) and the shop's
 * outbox sender delivers to. Read through MailDev's REST API (GET /email lists every message with its
 * subject, html, text and recipients).
 */
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025)
const inboxUrl = `http://127.0.0.1:${process.env.MAIL_CATCHER_WEB_PORT ?? 1080}`

export type InboxMail = {
  id: string
  subject: string
  html: string
  text: string
  to?: { address: string }[]
  headers?: Record<string, unknown>
}

async function allMail(): Promise<InboxMail[]> {
  const response = await fetch(`${inboxUrl}/email`)
  if (!response.ok) throw new Error(`The inbox answered ${response.status}`)
  return (await response.json()) as InboxMail[]
}

/**
 * The inbox while waiting for a message: e2e/mail.spec.ts takes the mail catcher away and brings it back while
 * other specs run, so a refused connection reads as "nothing yet" and the wait tries again until its timeout.
 */
async function mailSoFar(): Promise<InboxMail[]> {
  try {
    return await allMail()
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return []
    throw error
  }
}

function isFor(mail: InboxMail, address: string): boolean {
  const recipients = mail.to?.map((to) => to.address) ?? [String(mail.headers?.to ?? '')]
  return recipients.some((recipient) => recipient.toLowerCase().includes(address.toLowerCase()))
}

/**
 * The messages to `address` whose subject matches, once there are `count` of them (the outbox sender works
 * in the background: allow it a little time, and a retry after an outage).
 */
export async function mailTo(address: string, subject: RegExp, { count = 1, timeout = 30_000 } = {}) {
  let found: InboxMail[] = []
  await expect
    .poll(
      async () => {
        found = (await mailSoFar()).filter((mail) => isFor(mail, address) && subject.test(mail.subject))
        return found.length
      },
      { timeout, message: `e-mail to ${address} matching ${subject}` },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

/** The first message to `address` whose text part holds `text` (a digest lists many orders), once it is there. */
export async function mailMentioning(address: string, text: string, { timeout = 30_000 } = {}) {
  let found: InboxMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailSoFar()).find((mail) => isFor(mail, address) && mail.text.includes(text))
        return found !== undefined
      },
      { timeout, message: `e-mail to ${address} mentioning ${text}` },
    )
    .toBe(true)
  return found!
}

/** How many messages the inbox holds for `address` right now. */
export async function mailCountFor(address: string): Promise<number> {
  return (await allMail()).filter((mail) => isFor(mail, address)).length
}

/** The href of the link whose text is `label` in an HTML message. */
export function linkIn(html: string, label: string): string | null {
  const match = new RegExp(`<a href="([^"]+)"[^>]*>${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>`).exec(
    html,
  )
  return match?.[1]?.replace(/&amp;/g, '&') ?? null
}

/**
 * Stops or starts the test server's SMTP server (its MailDev), through the test hook on a Unix socket that
 * scripts/serve-for-tests.mjs opens for a test build (the same path as mailCatcherControlSocket there).
 */
export function mailCatcher(action: 'stop' | 'start'): Promise<void> {
  const socketPath = path.join(os.tmpdir(), `fatin-mail-catcher-${smtpPort}.sock`)
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: `/${action}`, method: 'POST' }, (response) => {
      response.resume()
      response.on('end', () =>
        response.statusCode === 204
          ? resolve()
          : reject(new Error(`mail catcher ${action}: ${response.statusCode}`)),
      )
    })
    request.on('error', reject)
    request.end()
  })
}
