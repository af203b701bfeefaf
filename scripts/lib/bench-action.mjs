/**
 * Placing a guest order from Node the way the checkout page's browser code does: the form's fields go to
 * the `placeOrder` server action (lib/orders/actions.ts, called by components/checkout/use-place-order.ts)
 * as a React action call, that is a POST to /checkout with the `Next-Action` header naming the action and a
 * multipart body in React's reply encoding, with the guest's bag cookie and the shop's own Origin (proxy.ts
 * refuses cross-site action POSTs). Node built-ins only.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'

/** The guest bag cookie (lib/cart/cart-cookie.ts): `[productId, colour, size, quantity]` tuples. */
const CART_COOKIE = 'fatin_cart'

/** @typedef {{ productId: number, color: string | null, size: string | null }} BagLine */

export const bagCookie = (line) =>
  `${CART_COOKIE}=${encodeURIComponent(JSON.stringify([[line.productId, line.color, line.size, 1]]))}`

/**
 * The placeOrder action's id. The checkout form calls it from client code rather than through a form's
 * `action`, so the page's HTML carries no `$ACTION_ID_` field: the id is in a client chunk, as
 * `createServerReference("<id>", callServer, void 0, findSourceMapURL, "placeOrder")`. The checkout page
 * renders its form only for a bag with something in it, so it is asked with `line` in the guest's bag.
 *
 * @param {string} baseUrl
 * @param {BagLine} line
 * @returns {Promise<string>}
 */
export async function findPlaceOrderActionId(baseUrl, line) {
  const page = await fetch(new URL('/checkout', baseUrl), {
    headers: { cookie: bagCookie(line) },
    signal: AbortSignal.timeout(60_000),
  })
  const html = await page.text()
  if (page.status !== 200) throw new Error(`GET /checkout answered HTTP ${page.status}`)
  // Script tags and the RSC payload inlined in the HTML (which lists the chunks of client components).
  const chunks = new Set(
    [...html.matchAll(/(?:\/_next\/)?static\/chunks\/[\w\-.~/]+?\.js/g)].map((match) =>
      match[0].startsWith('/_next/') ? match[0] : `/_next/${match[0]}`,
    ),
  )
  for (const chunk of chunks) {
    const response = await fetch(new URL(chunk, baseUrl), { signal: AbortSignal.timeout(60_000) })
    if (!response.ok) continue
    const found = /\("([0-9a-f]{40,})",[^()]{0,200}?"placeOrder"\)/.exec(await response.text())
    if (found?.[1]) return found[1]
  }
  throw new Error(`no placeOrder action id in the ${chunks.size} scripts the checkout page names`)
}

/**
 * The checkout form's fields (lib/checkout/checkout-schema.ts, GuestDetailsSchema and PlaceOrderSchema), in
 * React's encoding of an action called with one FormData argument (processReply in react-server-dom's
 * client): the form's entries prefixed `_1_`, and field `0` holding the argument list, `["$K1"]` (the form
 * is part 1).
 */
function actionBody(fields) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(`_1_${name}`, value)
  form.append('0', '["$K1"]')
  return form
}

/**
 * @typedef {object} OrderAnswer
 * @property {'placed' | 'sold-out' | 'error'} outcome
 * @property {number} ms            from sending to the end of the answer
 * @property {string} [orderId]     when placed
 * @property {string} [detail]      when an error: the refusal code or HTTP status
 */

/**
 * One guest's order of `line`, sent from `localAddress` (a loopback address of its own, when the server is
 * on loopback: the shop counts guest orders per client address, and 20 guests are 20 phones, not one).
 * `guest` numbers the guest, for a distinct mobile number and e-mail (both have limits and first-order
 * claims of their own).
 *
 * @param {{ baseUrl: string, actionId: string, line: BagLine, guest: string, mobile: string,
 *   localAddress?: string }} options
 * @returns {Promise<OrderAnswer>}
 */
export async function placeGuestOrder({ baseUrl, actionId, line, guest, mobile, localAddress }) {
  const url = new URL('/checkout', baseUrl)
  const encoded = new Response(
    actionBody({
      fullName: 'Bench Guest',
      mobile,
      email: `${guest}@example.com`,
      address: 'House 1, Street 2, Bench Town',
      city: 'Lahore',
      province: 'Punjab',
      postalCode: '54000',
      paymentMethod: 'cod',
      promoCode: '',
      idempotencyKey: randomUUID(),
    }),
  )
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers = {
    'content-type': encoded.headers.get('content-type') ?? '',
    'content-length': String(body.length),
    accept: 'text/x-component',
    'next-action': actionId,
    origin: url.origin,
    cookie: bagCookie(line),
  }
  const started = performance.now()
  let status = 0
  let text = ''
  try {
    ;({ status, text } = await post(url, { headers, body, localAddress }))
  } catch (error) {
    return { outcome: 'error', ms: performance.now() - started, detail: error.code ?? error.message }
  }
  const ms = performance.now() - started
  if (status !== 200) return { outcome: 'error', ms, detail: `HTTP ${status}` }
  const placed = /"ok":true,"orderId":"([^"]+)"/.exec(text)
  if (placed) return { outcome: 'placed', ms, orderId: placed[1] }
  const code = /"ok":false,"code":"([^"]+)"/.exec(text)?.[1]
  if (code === 'out-of-stock') return { outcome: 'sold-out', ms }
  // The fields a refusal names (runValidated's fieldErrors), so a form this file fills wrongly says where.
  const fields = /"fieldErrors":(\{[^{}]*\})/.exec(text)?.[1]
  return {
    outcome: 'error',
    ms,
    detail: code ? `${code}${fields ? ` ${fields}` : ''}` : 'no answer in the response',
  }
}

/** A POST on its own connection (a guest's own address needs its own socket); resolves { status, text }. */
function post(url, { headers, body, localAddress }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers,
        localAddress,
        agent: false,
        timeout: 60_000,
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })))
    request.on('error', reject)
    request.end(body)
  })
}
