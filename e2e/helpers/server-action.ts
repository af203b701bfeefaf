import type { Page } from '@playwright/test'

/** A server action request as the browser sent it: its headers and its multipart body (React's encoding). */
export type CapturedAction = { url: string; headers: Record<string, string>; body: Buffer }

/**
 * Holds the browser's next server action POST to `path` (the one its next click sends): `captured` resolves
 * with the request as sent, and the request waits until `release()`, then goes on to the server.
 */
export async function holdNextServerAction(page: Page, path: string) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let capture: (action: CapturedAction) => void = () => {}
  const captured = new Promise<CapturedAction>((resolve) => (capture = resolve))
  let held = false
  await page.route(`**${path}`, async (route) => {
    const request = route.request()
    if (held || request.method() !== 'POST' || !request.headers()['next-action']) return route.continue()
    held = true
    capture({
      url: request.url(),
      headers: await request.allHeaders(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    })
    await released
    await route.continue()
  })
  return { captured, release }
}

/** A form field's own name inside React's encoding of a FormData argument (`1_mobile` → `mobile`). */
const fieldName = (key: string) => /^_?\d+_(.+)$/.exec(key)?.[1]

export type ActionSend = {
  /** The server to send it to (its origin is also the Origin header, as a browser on it sends). */
  baseURL: string
  /** The whole Cookie header of this shopper. */
  cookie: string
  /** The address the test, playing the trusted proxy, says the shopper connects from. */
  forwardedFor: string
  /** Form fields to change, by their names in the form. */
  fields?: Record<string, string>
}

/**
 * Sends a captured server action again as another shopper would send it: the same action and encoding, with
 * this shopper's cookies, address and form fields. Answers the HTTP status and the response body (React's
 * flight text, which carries the action's result).
 */
export async function sendServerAction(action: CapturedAction, send: ActionSend) {
  const contentType = action.headers['content-type'] ?? ''
  const original = await new Response(new Uint8Array(action.body), {
    headers: { 'content-type': contentType },
  }).formData()
  const changes = new Map(Object.entries(send.fields ?? {}))
  const form = new FormData()
  for (const [key, value] of original.entries()) {
    const name = fieldName(key)
    const change = name === undefined ? undefined : changes.get(name)
    if (change !== undefined && name !== undefined) changes.delete(name)
    form.append(key, change ?? value)
  }
  if (changes.size > 0) throw new Error(`The captured form has no field ${[...changes.keys()].join(', ')}`)

  const headers = new Headers()
  for (const [name, value] of Object.entries(action.headers)) {
    if (['host', 'cookie', 'content-length', 'content-type', 'origin', 'referer'].includes(name)) continue
    if (name.startsWith(':')) continue
    headers.set(name, value)
  }
  const { pathname, search } = new URL(action.url)
  const target = new URL(`${pathname}${search}`, send.baseURL)
  headers.set('origin', target.origin)
  headers.set('referer', target.href)
  headers.set('cookie', send.cookie)
  headers.set('x-forwarded-for', send.forwardedFor)
  const response = await fetch(target, { method: 'POST', headers, body: form })
  return { status: response.status, text: await response.text() }
}

export type PlaceOrderAnswer =
  { ok: true; orderId: string } | { ok: false; code: string; available: number | null } | null

/**
 * The placeOrder action's result in its flight answer (lib/orders/actions.ts: `{ ok: true, orderId }`, or
 * `{ ok: false, code, …}` with `available` for 'out-of-stock'); null when there is none, as after an error.
 */
export function placeOrderAnswer(flight: string): PlaceOrderAnswer {
  const placed = /"ok":true,"orderId":"([^"]+)"/.exec(flight)
  if (placed?.[1]) return { ok: true, orderId: placed[1] }
  const refused = /"ok":false,"code":"([^"]+)"/.exec(flight)
  if (!refused?.[1]) return null
  const available = /"available":(\d+)/.exec(flight)?.[1]
  return { ok: false, code: refused[1], available: available === undefined ? null : Number(available) }
}
