import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { type AnotherServer, startAnotherServer } from './helpers/another-server'
import { signUpWithApi, uniqueEmail } from './helpers/auth'
import {
  confirmedOrderNumber,
  figure,
  fillDeliveryAddress,
  openCheckout,
  orderSummary,
  PLACING,
  signUpShopper,
} from './helpers/checkout'
import { uniqueClientAddress } from './helpers/client-address'
import { addToBag, fillGuestDetails, productById, uniqueMobile } from './helpers/guest'
import { placeOrderAnswer } from './helpers/server-action'
import { type BagLine, fillBag, ordersOf, resetStock, setStock, stockOf } from './helpers/shop-data'

/**
 * The shop as a deployment runs it: identical instances behind a load balancer, any request on any of them.
 * Here the test server (A) and a second `next start` of the same build (B) on the same emulators, with the
 * same settings (B also trusts one proxy, the tests playing it). Nothing a shopper does may depend on which
 * instance answers: the session, the bag, the abuse limits and an order's idempotency key all live in Auth
 * and Firestore, never in a server process.
 */
const BAG_PRODUCT = 1903 // Pearl-Studded Chain Belt
const ORDER_PRODUCT = 1902 // Wide Obi Wrap Belt
const SELL_OUT_PRODUCT = 1704 // Emerald Stone Ring; all three used by no other spec

// One second server for the file, so its tests run in order in one worker (not side by side).
test.describe.configure({ mode: 'default' })

let serverB: AnotherServer
test.beforeAll(async () => {
  test.setTimeout(90_000)
  serverB = await startAnotherServer({ SHOP_TRUSTED_PROXY_HOPS: '1' })
})
test.afterAll(async () => serverB?.stop())
test.afterEach(() => resetStock([BAG_PRODUCT, ORDER_PRODUCT, SELL_OUT_PRODUCT]))

const onB = (path: string) => `${serverB.baseURL}${path}`
const bagLine = (page: Page, name: string) => page.getByRole('article', { name })

test('a session made on one instance is honoured by the other, and the bag changed on either shows on both', async ({
  page,
}) => {
  test.slow() // two servers render for one shopper
  const { name } = productById(BAG_PRODUCT)
  await setStock(BAG_PRODUCT, 10)

  // Signed in on A (browsers keep localhost cookies for every port: the same cookies reach B).
  await signUpWithApi(page, 'Areeba Qureshi', 'two-servers')
  await page.goto(onB('/account'))
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your details' }).getByText('Areeba Qureshi')).toBeVisible()

  // Added on A, in the bag on B.
  await addToBag(page, { id: BAG_PRODUCT, color: 'Gold' })
  await page.goto(onB('/cart'))
  await expect(bagLine(page, name)).toBeVisible()
  await expect(figure(orderSummary(page), /^Subtotal/)).toHaveText('$49.99')

  // One more on B, two on A.
  const increase = bagLine(page, name).getByRole('button', { name: `Increase quantity of ${name}` })
  await expect(increase).toBeEnabled()
  await increase.click()
  await expect(figure(orderSummary(page), /^Subtotal/)).toHaveText('$99.98')
  await page.goto('/cart')
  await expect(figure(orderSummary(page), /^Subtotal/)).toHaveText('$99.98')
})

test('an abuse limit counts once across both instances', async ({ request, baseURL }) => {
  test.slow()
  const address = uniqueClientAddress()
  const failedSignIn = (origin: string, i: number) =>
    request.post(`${origin}/api/session`, {
      headers: { origin, 'x-forwarded-for': address },
      data: { idToken: `forged-token-${i}` },
    })
  const serverA = new URL(baseURL ?? '').origin

  // lib/rate-limit/rules.ts: 20 refused sign-ins per address in 10 minutes. Ten on each instance...
  const statuses: number[] = []
  for (let i = 0; i < 20; i += 1) {
    statuses.push((await failedSignIn(i % 2 === 0 ? serverA : serverB.baseURL, i)).status())
  }
  expect(statuses).toEqual(Array(20).fill(401))
  // ...and the next is refused on either: each counted twenty, not its own ten.
  expect((await failedSignIn(serverA, 20)).status()).toBe(429)
  expect((await failedSignIn(serverB.baseURL, 21)).status()).toBe(429)
})

test('an order whose answer was lost on one instance, sent again to the other, is placed once', async ({
  page,
}) => {
  test.slow()
  const line: BagLine = { productId: ORDER_PRODUCT, color: 'Black', size: null, quantity: 1 }
  const email = await signUpShopper(page, 'Saima Javed', 'lost-answer')
  await setStock(ORDER_PRODUCT, 5)
  await fillBag(email, [line])
  const form = await openCheckout(page)
  await fillDeliveryAddress(form)

  // The first Place order reaches A, which places the order, but its answer is lost; the load balancer
  // sends the second (the same form, the same idempotency key) to B.
  const answers: ReturnType<typeof placeOrderAnswer>[] = []
  await page.route('**/checkout', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue()
    if (answers.length === 0) {
      answers.push(placeOrderAnswer(await (await route.fetch()).text()))
      return route.abort('connectionreset')
    }
    const headers = await request.allHeaders()
    delete headers['host']
    delete headers['content-length']
    const fromB = await route.fetch({
      url: onB('/checkout'),
      headers: { ...headers, origin: serverB.baseURL, referer: onB('/checkout') },
    })
    answers.push(placeOrderAnswer(await fromB.text()))
    await route.fulfill({ response: fromB })
  })

  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(orderSummary(page).getByRole('alert')).toContainText('We could not reach the shop')
  await form.getByRole('button', { name: 'Place order' }).click()
  await confirmedOrderNumber(page)

  const [fromA, fromB] = answers
  expect(fromA).toMatchObject({ ok: true })
  expect(fromB).toEqual(fromA)
  const orders = await ordersOf(email)
  expect(orders.map((order) => order.id)).toEqual([fromA?.ok ? fromA.orderId : ''])
  expect(page.url()).toMatch(new RegExp(`/orders/${orders[0]?.id}$`))
  expect(await stockOf(ORDER_PRODUCT)).toBe(4)
})

/** The name /api/shopper gives the signed-in shopper (the header's user button shows it on every page). */
async function shopperName(page: Page, origin: string): Promise<string | null | undefined> {
  const response = await page.request.get(`${origin}/api/shopper`)
  expect(response.ok()).toBe(true)
  const summary = (await response.json()) as { user: { displayName: string | null } | null }
  return summary.user?.displayName
}

test('a name changed through one instance shows at once on the other', async ({ page, baseURL }) => {
  test.slow()
  await signUpWithApi(page, 'Areeba Qureshi', 'name-two-servers')
  // B has just read the account for a page view, as the header of any page makes it do.
  expect(await shopperName(page, serverB.baseURL)).toBe('Areeba Qureshi')

  await page.goto('/account')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const editForm = page.getByRole('form', { name: 'Edit profile' })
  await editForm.getByLabel('Display name').fill('Areeba Khan')
  await editForm.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('region', { name: 'Your details' }).getByText('Areeba Khan')).toBeVisible()

  // At once, not after B's cache has run out: the very next request to B.
  expect(await shopperName(page, serverB.baseURL)).toBe('Areeba Khan')
  expect(await shopperName(page, new URL(baseURL ?? '').origin)).toBe('Areeba Khan')
  await page.goto(onB('/account'))
  await expect(page.getByRole('region', { name: 'Your details' }).getByText('Areeba Khan')).toBeVisible()
})

/** The availability in a product page's HTML as `origin` sends it (the Product structured data; no script runs). */
async function availabilityOn(
  request: APIRequestContext,
  origin: string,
  productId: number,
): Promise<string> {
  const response = await request.get(`${origin}/product/${productId}`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; offers?: { availability?: string } },
  )
  const product = blocks.find((block) => block['@type'] === 'Product')
  return product?.offers?.availability?.replace('https://schema.org/', '') ?? 'missing'
}

test("a product that sells out through one instance is out of stock on the other's product page", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow()
  const serverA = new URL(baseURL ?? '').origin
  await setStock(SELL_OUT_PRODUCT, 1)
  // Both instances have the product page in their page cache, still saying it is available.
  for (const origin of [serverA, serverB.baseURL]) {
    expect(await availabilityOn(request, origin, SELL_OUT_PRODUCT)).not.toBe('OutOfStock')
  }

  // The last unit is ordered through A.
  await addToBag(page, { id: SELL_OUT_PRODUCT, color: 'Emerald' })
  const form = await openCheckout(page)
  await fillGuestDetails(form, {
    fullName: 'Sana Mir',
    mobile: uniqueMobile(),
    email: uniqueEmail('sell-out-two-servers'),
  })
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  await confirmedOrderNumber(page)
  expect(await stockOf(SELL_OUT_PRODUCT)).toBe(0)

  // A rebuilds its page; B, which never saw the order, within seconds too.
  for (const [instance, origin] of [
    ['A', serverA],
    ['B', serverB.baseURL],
  ] as const) {
    await expect
      .poll(() => availabilityOn(request, origin, SELL_OUT_PRODUCT), {
        message: `the product page on instance ${instance}`,
        timeout: 10_000,
        intervals: [250, 500, 1000],
      })
      .toBe('OutOfStock')
  }
})
