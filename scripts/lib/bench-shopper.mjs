/**
 * Signed-in shoppers for the benchmark, each made the way a browser makes one: sign up against the Auth
 * emulator's REST API, then exchange the ID token at the shop's POST /api/session. The request carries a
 * guest bag and wishlist (the shop's own guest cookies), which the session route merges into the new
 * account, so the signed-in pages have personal data to render. Node built-ins (fetch) only.
 */

/**
 * What the shopper owns. Guest cookie format: lib/cart/cart-cookie.ts (`[productId, colour, size, qty]`
 * tuples) and lib/wishlist/wishlist-ops.ts (product ids). The names are how the script checks the merge
 * worked: the bag and wishlist pages must show them.
 */
const SEED = {
  bag: { productId: 1, color: 'Black', size: 'M', quantity: 1, name: 'Classic Black Abaya' },
  wishlist: { productId: 2, name: 'Embroidered Sleeve Abaya' },
}
const CART_COOKIE = 'fatin_cart'
const WISHLIST_COOKIE = 'fatin_wishlist'

/** @typedef {{ cookie: string, email: string, notes: string[] }} BenchShopper */

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await response.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { response, json, text }
}

/** `name=value; …` from the response's Set-Cookie headers, leaving out cookies it deletes. */
function cookieHeaderFrom(response) {
  const pairs = []
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const [name = '', ...rest] = pair.split('=')
    const value = rest.join('=')
    const deleted = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
    if (name.trim() !== '' && !deleted) pairs.push(`${name.trim()}=${value}`)
  }
  return pairs.join('; ')
}

async function pageShows(url, cookie, text) {
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(60_000) })
  return response.status === 200 && (await response.text()).includes(text)
}

/**
 * Signs a new shopper up and in. `authEmulatorHost` is host:port of the Auth emulator the shop uses.
 * Throws with a reason when the shop or the emulator refuses (e.g. a server on real Firebase).
 *
 * @param {{ baseUrl: string, authEmulatorHost: string }} options
 * @returns {Promise<BenchShopper>}
 */
export async function createSignedInShopper({ baseUrl, authEmulatorHost }) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  const signUpUrl = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`
  const signUp = await postJson(signUpUrl, {
    email,
    password: 'bench-password-1',
    returnSecureToken: true,
  }).catch((error) => {
    throw new Error(
      `the Auth emulator on ${authEmulatorHost} did not answer (${error.cause?.code ?? error.message})`,
    )
  })
  const idToken = signUp.json?.idToken
  if (!signUp.response.ok || typeof idToken !== 'string') {
    throw new Error(
      `the Auth emulator refused the sign-up: HTTP ${signUp.response.status} ${signUp.text.slice(0, 200)}`,
    )
  }

  const { bag, wishlist } = SEED
  const guestCookies = [
    `${CART_COOKIE}=${encodeURIComponent(JSON.stringify([[bag.productId, bag.color, bag.size, bag.quantity]]))}`,
    `${WISHLIST_COOKIE}=${encodeURIComponent(JSON.stringify([wishlist.productId]))}`,
  ].join('; ')
  const origin = new URL(baseUrl).origin
  const session = await postJson(
    `${origin}/api/session`,
    { idToken, signUp: { fullName: 'Bench Shopper', phone: '', language: 'english' } },
    { origin, cookie: guestCookies },
  )
  if (!session.response.ok || session.json?.ok !== true) {
    throw new Error(
      `POST /api/session refused the token: HTTP ${session.response.status} ${session.text.slice(0, 200)}`,
    )
  }
  const cookie = cookieHeaderFrom(session.response)
  if (cookie === '') throw new Error('POST /api/session answered without a session cookie')

  const notes = []
  // The bag and wishlist pages are static shells that read their lines from these routes once loaded.
  if (!(await pageShows(`${origin}/api/cart`, cookie, bag.name))) {
    notes.push(`the bag (GET /api/cart) does not hold ${bag.name}: the guest bag may not have been merged`)
  }
  if (!(await pageShows(`${origin}/api/wishlist`, cookie, wishlist.name))) {
    notes.push(
      `the wishlist (GET /api/wishlist) does not hold ${wishlist.name}: the guest wishlist may not have been merged`,
    )
  }
  return { cookie, email, notes }
}

/**
 * `count` shoppers, `concurrency` signing up at a time (the Auth emulator and the session route are part of
 * the shop under test; a burst of 25 sign-ups would measure them rather than get the rows ready). Notes
 * that every shopper shares are reported once.
 *
 * @param {{ baseUrl: string, authEmulatorHost: string, count: number, concurrency?: number }} options
 * @returns {Promise<{ shoppers: BenchShopper[], notes: string[] }>}
 */
export async function createSignedInShoppers({ baseUrl, authEmulatorHost, count, concurrency = 5 }) {
  const shoppers = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      shoppers.push(await createSignedInShopper({ baseUrl, authEmulatorHost }))
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return { shoppers, notes: [...new Set(shoppers.flatMap((shopper) => shopper.notes))] }
}
