/**
 * The local mail catcher: MailDev (an SMTP server with a web inbox and a REST API, from npm) on 127.0.0.1,
 * which the shop's outbox sender (lib/mail/sender/) delivers to under `npm start` and `npm test`, so no
 * e-mail leaves the machine. Used by scripts/start.mjs and scripts/serve-for-tests.mjs. Node built-ins only.
 *
 * Ports: MAIL_CATCHER_SMTP_PORT (default 1025) and MAIL_CATCHER_WEB_PORT (default 1080). The shop reads the
 * first (lib/mail/mail-settings.ts); the end-to-end tests read the inbox on the second (e2e/helpers/inbox.ts).
 */
import { rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { assertPortFree, httpGet, repoRoot, startProcess, waitUntil } from './processes.mjs'
import { portFrom } from './port-setting.mjs'

const HOST = '127.0.0.1'

export function mailCatcherSettings(env = process.env) {
  return {
    host: HOST,
    smtpPort: portFrom(env, 'MAIL_CATCHER_SMTP_PORT', 1025),
    webPort: portFrom(env, 'MAIL_CATCHER_WEB_PORT', 1080),
  }
}

/** What the shop and the tests need to find the catcher. */
export function mailCatcherEnv(settings = mailCatcherSettings()) {
  return {
    MAIL_CATCHER_SMTP_PORT: String(settings.smtpPort),
    MAIL_CATCHER_WEB_PORT: String(settings.webPort),
  }
}

export const inboxUrl = (settings) => `http://${settings.host}:${settings.webPort}`

/** Where a test asks the test server to stop or start its catcher (see serveMailCatcherControl). */
export const mailCatcherControlSocket = (settings = mailCatcherSettings()) =>
  path.join(os.tmpdir(), `fatin-mail-catcher-${settings.smtpPort}.sock`)

/**
 * Starts MailDev and waits until its web API answers. Returns { settings, env, url, stop, handle }. The mail
 * lives in a directory of its own per port, emptied when `fresh`, so every run begins with an empty inbox; a
 * restart with `fresh: false` (the test hook below) reads back what it had.
 */
export async function startMailCatcher(
  settings = mailCatcherSettings(),
  { timeoutMs = 60_000, fresh = true } = {},
) {
  const hint = 'stop whatever uses it, or choose another with'
  await assertPortFree(settings.smtpPort, settings.host, `${hint} MAIL_CATCHER_SMTP_PORT`)
  await assertPortFree(settings.webPort, settings.host, `${hint} MAIL_CATCHER_WEB_PORT`)
  const directory = path.join(os.tmpdir(), `fatin-mail-${settings.smtpPort}`)
  if (fresh) rmSync(directory, { recursive: true, force: true })
  const handle = startProcess('mail', process.execPath, [
    path.join(repoRoot, 'node_modules', 'maildev', 'bin', 'maildev'),
    '--smtp',
    String(settings.smtpPort),
    '--web',
    String(settings.webPort),
    '--ip',
    settings.host,
    '--web-ip',
    settings.host,
    '--mail-directory',
    directory,
    // No relaying: MailDev only relays when told to (--auto-relay, --outgoing-host), and we never tell it.
    '--silent',
  ])
  const url = inboxUrl(settings)
  try {
    await waitUntil(`Mail catcher on ${url}`, async () => (await httpGet(`${url}/healthz`)).status === 200, {
      handle,
      timeoutMs,
    })
  } catch (error) {
    await handle.stop()
    throw error
  }
  return { settings, env: mailCatcherEnv(settings), url, stop: () => handle.stop(), handle }
}

/**
 * Test hook: lets an end-to-end test stop and start the catcher of the server it tests (POST /stop, POST
 * /start on a Unix socket, not a port), to show that mail queued while the SMTP server is down goes out once
 * it is back. Only scripts/serve-for-tests.mjs calls this, and only for a test build
 * (NEXT_PUBLIC_SHOP_TEST_HOOKS=1). `current()` and `replace()` let the caller keep its own handle.
 */
export function serveMailCatcherControl(settings, { current, replace }) {
  const socket = mailCatcherControlSocket(settings)
  rmSync(socket, { force: true })
  const server = http.createServer(async (request, response) => {
    try {
      if (request.method === 'POST' && request.url === '/stop') {
        await current()?.stop()
        replace(null)
      } else if (request.method === 'POST' && request.url === '/start') {
        if (!current()) replace(await startMailCatcher(settings, { fresh: false }))
      } else {
        response.writeHead(404).end()
        return
      }
      response.writeHead(204).end()
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  server.listen(socket)
  return () =>
    new Promise((resolve) => {
      server.close(() => {
        rmSync(socket, { force: true })
        resolve()
      })
    })
}
