import { expect, test, type Page } from '@playwright/test'
import { createAccount, expectToast, fillSignIn, toasts, uniqueEmail } from './helpers/auth'
import {
  ADDRESS,
  applyPromo,
  checkoutForm,
  confirmationHeading,
  confirmedOrderNumber,
  figure,
  fillDeliveryAddress,
  openCheckout,
  orderHistory,
  orderSummary,
  PLACING,
  signUpShopper,
} from './helpers/checkout'
import { type BagLine, bagOf, fillBag, ordersOf, resetStock, setStock, stockOf } from './helpers/shop-data'
import { productById } from './helpers/guest'

/**
 * Checkout by cash on delivery, promo codes, idempotent ordering and the stock check, against the app with
 * its emulators. Tests run in parallel and both projects (desktop, mobile) share one database, so every test
 * uses its own products per project and sets their stock first (restoring the catalogue's figure after).
 */
type Scenario = {
  happy: { lines: BagLine[]; subtotal: string; discount: string; total: string }
  firstOrder: BagLine[]
  secondOrder: BagLine[]
  doubleSubmit: BagLine[]
  retry: BagLine[]
  overStock: { line: BagLine; name: string }
}

const scenarios: Record<string, Scenario> = {
  desktop: {
    // $44.99 + $15.99 = $60.98; 15% = $9.15 (914.7 cents rounded); $51.83 left is over $50: free delivery.
    happy: {
      lines: [
        { productId: 401, color: 'White', size: 'M', quantity: 1 },
        { productId: 901, color: 'Black', size: null, quantity: 1 },
      ],
      subtotal: '$60.98',
      discount: '−$9.15',
      total: '$51.83',
    },
    firstOrder: [{ productId: 407, color: 'Navy', size: 'M', quantity: 1 }],
    secondOrder: [{ productId: 1303, color: 'Black', size: null, quantity: 1 }],
    doubleSubmit: [{ productId: 1001, color: 'Beige', size: null, quantity: 1 }],
    retry: [{ productId: 1201, color: 'White', size: null, quantity: 1 }],
    overStock: {
      line: { productId: 1004, color: 'Blush', size: null, quantity: 3 },
      name: 'Chiffon Wrap Shawl',
    },
  },
  mobile: {
    // $69.99 + $14.99 = $84.98; 15% = $12.75 (1274.7 cents rounded); $72.23: free delivery.
    happy: {
      lines: [
        { productId: 204, color: 'Beige', size: 'M', quantity: 1 },
        { productId: 1402, color: null, size: null, quantity: 1 },
      ],
      subtotal: '$84.98',
      discount: '−$12.75',
      total: '$72.23',
    },
    firstOrder: [{ productId: 307, color: 'Black', size: 'M', quantity: 1 }],
    secondOrder: [{ productId: 1602, color: 'Blush', size: null, quantity: 1 }],
    doubleSubmit: [{ productId: 1203, color: 'Black', size: null, quantity: 1 }],
    retry: [{ productId: 1205, color: 'Black', size: null, quantity: 1 }],
    overStock: {
      line: { productId: 1304, color: 'Blush', size: null, quantity: 3 },
      name: 'Rose Blush Palette',
    },
  },
}

// Every test signs a shopper up and most place an order through a streamed page: more than the default.
test.describe.configure({ timeout: 90_000 })

function scenario(projectName: string): Scenario {
  const found = scenarios[projectName]
  if (!found) throw new Error(`No checkout scenario for project ${projectName}`)
  return found
}

const STOCK = 20
let usedProducts: number[] = []

async function stockUp(lines: readonly BagLine[], available = STOCK) {
  const ids = lines.map((line) => line.productId)
  usedProducts.push(...ids)
  await Promise.all(ids.map((id) => setStock(id, available)))
}

test.afterEach(async () => {
  await resetStock(usedProducts)
  usedProducts = []
})

async function placeCodOrder(page: Page) {
  const form = await openCheckout(page)
  await fillDeliveryAddress(form)
  await form.getByRole('button', { name: 'Place order' }).click()
  return confirmedOrderNumber(page)
}

test('a new shopper checks out two items with FATIN15 by cash on delivery and finds the order in the account', async ({
  page,
}, testInfo) => {
  test.slow() // a shopper signs up, places an order and opens it from the account
  const { happy } = scenario(testInfo.project.name)
  const email = await signUpShopper(page, 'Ayesha Khan', 'checkout')
  await stockUp(happy.lines)
  await fillBag(email, happy.lines)

  const form = await openCheckout(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const summary = orderSummary(page)
  await expect(
    summary.getByRole('list', { name: 'Items in your bag (2)' }).getByRole('listitem'),
  ).toHaveCount(2)
  await expect(figure(summary, 'Subtotal')).toHaveText(happy.subtotal)
  await expect(figure(summary, 'Delivery')).toHaveText('Free')
  await expect(figure(summary, 'Total')).toHaveText(happy.subtotal)
  await expect(summary.getByText(/Free delivery across Pakistan on orders of \$50\.00 or more/)).toBeVisible()

  // Cash on delivery is the one method that works; the footer's others are honest about it.
  const payment = form.getByRole('group', { name: 'Payment' })
  await expect(payment.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked()
  for (const method of ['Visa / MasterCard', 'PayPal', 'EasyPaisa', 'JazzCash']) {
    await expect(payment.getByRole('radio', { name: method })).toBeDisabled()
  }
  await expect(payment.getByText('Coming soon')).toHaveCount(4)

  await applyPromo(form, 'fatin15')
  await expect(summary.getByText('FATIN15 applied: 15% off your first order.')).toBeVisible()
  await expect(figure(summary, 'Discount (FATIN15)')).toHaveText(happy.discount)
  await expect(figure(summary, 'Total')).toHaveText(happy.total)

  await expect(form.getByLabel('Full name')).toHaveValue('Ayesha Khan')
  await fillDeliveryAddress(form)
  await form.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  const number = await confirmedOrderNumber(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const paid = page.getByRole('region', { name: 'Payment summary' })
  await expect(figure(paid, 'Subtotal')).toHaveText(happy.subtotal)
  await expect(figure(paid, 'Discount (FATIN15)')).toHaveText(happy.discount)
  await expect(figure(paid, 'Delivery')).toHaveText('Free')
  await expect(figure(paid, 'Total to pay on delivery')).toHaveText(happy.total)
  await expect(paid.getByText('Cash on delivery')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(2)
  const address = page.getByRole('region', { name: 'Delivery address' })
  await expect(address).toContainText('Ayesha Khan')
  await expect(address).toContainText(ADDRESS.address)
  await expect(address).toContainText(`${ADDRESS.city} ${ADDRESS.postalCode}`)
  await expect(address).toContainText('Punjab, Pakistan')
  await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
    `Pay the courier ${happy.total} in cash`,
  )

  // The order took the stock and emptied the bag.
  for (const line of happy.lines) expect(await stockOf(line.productId)).toBe(STOCK - line.quantity)
  expect(await bagOf(email)).toEqual([])

  await page.goto('/account')
  const history = orderHistory(page)
  const row = history
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Order ${number}` }) })
  await expect(row).toContainText('2 items')
  await expect(row).toContainText(happy.total)
  await expect(row).toContainText('Placed')
  await row.getByRole('link', { name: `Order ${number}` }).click()
  await expect(confirmationHeading(page)).toBeVisible()
  // That nobody else can open it is order-privacy.spec.ts's subject.
})

test(
  'FATIN15 is refused on a second order, in the preview and when placing, and nothing is ordered',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    test.slow() // two orders placed, one refused in between
    const { firstOrder, secondOrder } = scenario(testInfo.project.name)
    const email = await signUpShopper(page, 'Hira Baig', 'second-order')
    await stockUp([...firstOrder, ...secondOrder])
    await fillBag(email, firstOrder)
    await placeCodOrder(page)

    await fillBag(email, secondOrder)
    const form = await openCheckout(page)
    const summary = orderSummary(page)
    const totalBefore = await figure(summary, 'Total').textContent()
    await applyPromo(form, 'FATIN15')
    await expect(summary.getByText('FATIN15 is only valid on your first order.')).toBeVisible()
    await expect(form.getByLabel('Promo code')).toHaveAttribute('aria-invalid', 'true')
    await expect(figure(summary, 'Total')).toHaveText(totalBefore ?? '')
    await expect(summary.getByText(/^Discount/)).toHaveCount(0)

    // Placing the order with the code still typed is refused on the server too.
    await fillDeliveryAddress(form)
    await form.getByRole('button', { name: 'Place order' }).click()
    await expect(summary.getByRole('alert')).toHaveText('FATIN15 is only valid on your first order.')
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(form.getByLabel('City')).toHaveValue(ADDRESS.city)
    expect(await ordersOf(email)).toHaveLength(1)
    expect(await bagOf(email)).toEqual(secondOrder)
    expect(await stockOf(secondOrder[0]!.productId)).toBe(STOCK)

    // Without the code the second order goes through at full price.
    await form.getByLabel('Promo code').fill('')
    await form.getByRole('button', { name: 'Place order' }).click()
    await confirmedOrderNumber(page)
    await expect(page.getByRole('region', { name: 'Payment summary' }).getByText(/^Discount/)).toHaveCount(0)
    expect(await ordersOf(email)).toHaveLength(2)
  },
)

test(
  'submitting the checkout twice at once makes one order',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    const lines = scenario(testInfo.project.name).doubleSubmit
    const email = await signUpShopper(page, 'Maryam Raza', 'double')
    await stockUp(lines)
    await fillBag(email, lines)

    const form = await openCheckout(page)
    await fillDeliveryAddress(form)
    // Two submissions before React can disable the button: what a fast double tap can do.
    await form.evaluate((element) => {
      const checkout = element as HTMLFormElement
      checkout.requestSubmit()
      checkout.requestSubmit()
    })

    await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
    const number = await confirmedOrderNumber(page)
    await expect(toasts(page).getByText(/bag is empty|went wrong/)).toHaveCount(0)
    expect(await ordersOf(email)).toHaveLength(1)
    expect(await stockOf(lines[0]!.productId)).toBe(STOCK - 1)

    await page.goto('/account')
    const orders = orderHistory(page)
      .getByRole('list', { name: 'Your orders, newest first' })
      .getByRole('listitem')
    await expect(orders).toHaveCount(1)
    await expect(orders.getByRole('link', { name: `Order ${number}` })).toBeVisible()
  },
)

test(
  'when the answer to Place order is lost, pressing it again returns the same order',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    const lines = scenario(testInfo.project.name).retry
    const email = await signUpShopper(page, 'Noor Fatima', 'retry')
    await stockUp(lines)
    await fillBag(email, lines)

    const form = await openCheckout(page)
    await fillDeliveryAddress(form)
    let lost = false
    await page.route('**/checkout', async (route) => {
      const request = route.request()
      if (!lost && request.method() === 'POST' && request.headers()['next-action']) {
        lost = true
        await route.fetch() // the server places the order...
        await route.abort('connectionreset') // ...but its answer never reaches the browser
        return
      }
      await route.continue()
    })

    await form.getByRole('button', { name: 'Place order' }).click()
    await expect(orderSummary(page).getByRole('alert')).toContainText('We could not reach the shop')
    expect(await ordersOf(email)).toHaveLength(1)

    await form.getByRole('button', { name: 'Place order' }).click()
    await confirmedOrderNumber(page)
    const orders = await ordersOf(email)
    expect(orders).toHaveLength(1)
    expect(page.url()).toMatch(new RegExp(`/orders/${orders[0]!.id}$`))
    expect(await stockOf(lines[0]!.productId)).toBe(STOCK - 1)
  },
)

test(
  'an order for more than is left is refused and changes nothing',
  { tag: '@once' },
  async ({ page }, testInfo) => {
    const { line, name } = scenario(testInfo.project.name).overStock
    const email = await signUpShopper(page, 'Zara Sheikh', 'over-stock')
    await stockUp([line], 10)
    await fillBag(email, [line])

    const form = await openCheckout(page)
    await fillDeliveryAddress(form)
    // Meanwhile other shoppers buy all but 2 of that colour.
    await setStock(line.productId, 2, line)
    await form.getByRole('button', { name: 'Place order' }).click()

    // Stock is per colour and size: the message names the colour where the product comes in several.
    const named = productById(line.productId).colors.length > 1 ? `${name} (${line.color})` : name
    const message = `Sorry, only 2 of ${named} are left. Please lower the quantity in your bag.`
    await expect(orderSummary(page).getByRole('alert')).toContainText(message)
    await expectToast(page, message)
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(form.getByLabel('Address', { exact: true })).toHaveValue(ADDRESS.address)
    expect(await stockOf(line.productId)).toBe(2)
    expect(await bagOf(email)).toEqual([line])
    expect(await ordersOf(email)).toEqual([])

    // Coming back, the checkout says what to fix and will not place the order as it is.
    await page.reload()
    await expect(page.getByRole('alert').filter({ hasText: 'no longer available' })).toContainText(
      `${name}: Only 2 left`,
    )
    await expect(checkoutForm(page).getByRole('button', { name: 'Place order' })).toBeDisabled()
  },
)

test('an empty bag shows a way back to the shop instead of the form', async ({ page }) => {
  await signUpShopper(page, 'Amna Tariq', 'empty-bag')
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/')
  await expect(checkoutForm(page)).toHaveCount(0)
})

test('a signed-out visitor may check out as a guest, or sign in and come back to the checkout', async ({
  page,
}) => {
  const email = uniqueEmail('gate')
  await createAccount(email, 'Sana Iqbal')
  await page.goto('/checkout')
  // Guests check out too: no detour to sign in, and an empty bag reads as one.
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/signin\?next=%2Fcheckout$/)
  await fillSignIn(page, email)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole('heading', { name: 'Your bag is empty' })).toBeVisible()
})
