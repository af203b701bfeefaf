import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { expectToast, uniqueEmail } from './helpers/auth'
import { confirmedOrderNumber, openCheckout, PLACING } from './helpers/checkout'
import { addToBag, fillGuestDetails, type GuestPick, uniqueMobile } from './helpers/guest'
import { resetStock, setStock } from './helpers/shop-data'
import { AFTER_STEP } from './helpers/staff'

/**
 * The product page is cached HTML, and its Product structured data says whether the product is in stock.
 * An order or a cancellation that moves the stock across the low-stock threshold (5) or across zero
 * rebuilds the cached page within seconds (lib/stock/refresh-availability.ts), so what a search engine reads
 * stays true. The desktop project crosses the threshold and back, the phone project crosses zero and back;
 * each orders a product no other spec orders.
 *
 * The stock is set directly in Firestore to start from a known figure. A write like that, made outside the
 * shop, does not rebuild the page (docs/shopping.md), so every expectation below follows an order or a
 * cancellation.
 */
type Scenario = {
  pick: GuestPick
  /** Stock before the order of one unit, and what the page says after it. */
  before: number
  afterOrder: 'LimitedAvailability' | 'OutOfStock'
  /** Stock set before the cancellation gives the unit back, and what the page says after it. */
  beforeCancel: number
}

const SCENARIOS: Record<string, Scenario> = {
  desktop: {
    pick: { id: 1801, color: 'Black' },
    before: 6,
    afterOrder: 'LimitedAvailability',
    beforeCancel: 5,
  },
  mobile: { pick: { id: 2002, color: 'Beige' }, before: 1, afterOrder: 'OutOfStock', beforeCancel: 5 },
}

test.describe.configure({ timeout: 120_000 })

/** The availability in the product page's HTML as the server sends it (no script runs). */
async function cachedAvailability(request: APIRequestContext, productId: number): Promise<string> {
  const response = await request.get(`/product/${productId}`)
  expect(response.status()).toBe(200)
  // Still the shared, cacheable page: nothing about this request made it personal.
  expect(response.headers()['cache-control']).toContain('public')
  const html = await response.text()
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string; offers?: { availability?: string } },
  )
  const product = blocks.find((block) => block['@type'] === 'Product')
  return product?.offers?.availability?.replace('https://schema.org/', '') ?? 'missing'
}

const expectAvailability = (request: APIRequestContext, productId: number, expected: string) =>
  expect
    .poll(() => cachedAvailability(request, productId), { timeout: 10_000, intervals: [250, 500, 1000] })
    .toBe(expected)

async function orderOne(page: Page, pick: GuestPick): Promise<void> {
  await addToBag(page, pick)
  const form = await openCheckout(page)
  await fillGuestDetails(form, {
    fullName: 'Sana Mir',
    mobile: uniqueMobile(),
    email: uniqueEmail('availability'),
  })
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  await confirmedOrderNumber(page)
}

test('an order and its cancellation update the cached product page and its structured data', async ({
  page,
  request,
}, testInfo) => {
  const scenario = SCENARIOS[testInfo.project.name]
  if (!scenario) throw new Error(`No product for project ${testInfo.project.name}`)
  const { pick } = scenario
  try {
    await setStock(pick.id, scenario.before, pick)
    await orderOne(page, pick)
    await expectAvailability(request, pick.id, scenario.afterOrder)

    await setStock(pick.id, scenario.beforeCancel, pick)
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expectToast(page, 'Your order is cancelled.')
    await expect(page.getByRole('heading', { level: 1, name: 'This order is cancelled.' })).toBeVisible(
      AFTER_STEP,
    )
    // The unit came back: 5 + 1 is above the threshold, in stock again.
    await expectAvailability(request, pick.id, 'InStock')
  } finally {
    await resetStock([pick.id])
  }
})
