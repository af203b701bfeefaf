import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectToast, openPage, uniqueEmail } from './helpers/auth'
import { openCheckout, orderSummary, PLACING } from './helpers/checkout'
import { uniqueClientAddress } from './helpers/client-address'
import { fillGuestDetails, productById, uniqueMobile } from './helpers/guest'
import { holdNextServerAction, placeOrderAnswer, sendServerAction } from './helpers/server-action'
import {
  existingOrderIds,
  orderIdsForProduct,
  resetStock,
  setVariantStocks,
  variantStockOf,
} from './helpers/shop-data'
import { signedInContext } from './helpers/staff'

/**
 * Fifty guests press Place order at the same moment for the last ten units of one colour of a product, while
 * its other colour has stock of its own that nobody orders: stock is kept per variant. The orders are
 * the Place order request a browser sends (captured from a real checkout, then sent once per guest with the
 * guest's own cookies, details, idempotency key and address), all in flight together against one server;
 * the Firestore emulator's transactions hold locks as Firestore's do (scripts/lib/firestore-transactions.cjs).
 * The browser that was captured goes last and shows what each of the forty was told.
 */
const PRODUCT = 1904 // Woven Rope Belt: ordered by no other spec
const COLOR = 'Beige'
const OTHER_COLOR = 'Navy'
const UNITS = 10
const GUESTS = 50
const SIZED = 406 // Silk Tie-Neck Tunic: ordered by no other spec
const SIZED_COLOR = 'Navy'

// Both tests load the machine and set stock by hand: they run in order, one at a time (the config runs a
// file's tests in parallel, and one test's reset of both products' stock would then land in the other's run).
test.describe.configure({ mode: 'default' })
test.afterEach(() => resetStock([PRODUCT, SIZED]))

/** The ids of the orders of a product placed from now on, sorted (a rerun finds its earlier runs' orders). */
async function ordersFromNowOn(productId: number) {
  const earlier = new Set(await orderIdsForProduct(productId))
  return async () => (await orderIdsForProduct(productId)).filter((id) => !earlier.has(id)).sort()
}

test('50 guests ordering the last 10 units of one colour at once: 10 orders, 40 told it is sold out, that colour at 0, the other untouched', async ({
  page,
  baseURL,
}) => {
  test.slow() // fifty orders on a two-core machine
  if (!baseURL) throw new Error('This test needs a baseURL')
  const { name } = productById(PRODUCT)
  // A guest's bag is the fatin_cart cookie (lib/cart/cart-cookie.ts): one of the product.
  const bag = encodeURIComponent(JSON.stringify([[PRODUCT, COLOR, null, 1]]))
  await setVariantStocks(PRODUCT, { [`${COLOR}|`]: UNITS, [`${OTHER_COLOR}|`]: 5 })
  const newOrders = await ordersFromNowOn(PRODUCT)

  // One guest's checkout, filled in, whose Place order is held back: the request every guest sends.
  await page.context().addCookies([{ name: 'fatin_cart', value: bag, url: baseURL }])
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
  const form = await openCheckout(page)
  await fillGuestDetails(form, { fullName: 'Hina Baig', mobile: uniqueMobile(), email: uniqueEmail('last') })
  const held = await holdNextServerAction(page, '/checkout')
  await form.getByRole('button', { name: 'Place order' }).click()
  const placeOrder = await held.captured

  const guests = Array.from({ length: GUESTS }, (_, n) => ({
    key: randomUUID(),
    cookie: `fatin_cart=${bag}; fatin_guest=${randomUUID()}`,
    forwardedFor: uniqueClientAddress(),
    fields: { mobile: uniqueMobile(), email: uniqueEmail(`crowd-${n}`) },
  }))
  const responses = await Promise.all(
    guests.map((guest) =>
      sendServerAction(placeOrder, {
        baseURL,
        cookie: guest.cookie,
        forwardedFor: guest.forwardedFor,
        fields: { ...guest.fields, idempotencyKey: guest.key },
      }),
    ),
  )

  // No error page and no failure of any other kind: every guest got an answer to their order.
  expect(responses.map((response) => response.status)).toEqual(Array(GUESTS).fill(200))
  const answers = responses.map((response) => placeOrderAnswer(response.text))
  const placed = answers.flatMap((answer) => (answer?.ok ? [answer.orderId] : []))
  const refused = answers.filter((answer) => answer && !answer.ok)
  expect(placed).toHaveLength(UNITS)
  expect(refused).toEqual(Array(GUESTS - UNITS).fill({ ok: false, code: 'out-of-stock', available: 0 }))

  // What is stored: that colour all sold, the other as it was, one order for each guest told so, none else.
  expect(await variantStockOf(PRODUCT, { color: COLOR })).toBe(0)
  expect(await variantStockOf(PRODUCT, { color: OTHER_COLOR })).toBe(5)
  expect(await newOrders()).toEqual([...placed].sort())
  expect(new Set(placed).size).toBe(UNITS)
  expect((await existingOrderIds(placed)).sort()).toEqual([...placed].sort())

  // The held guest's order arrives after the crowd: the checkout says the product sold out, and stays.
  held.release()
  const alert = orderSummary(page).getByRole('alert')
  await expect(alert).toContainText(
    `Sorry, ${name} (${COLOR}) is now out of stock. Please remove it from your bag.`,
    PLACING,
  )
  await expect(alert.getByRole('link', { name: 'Review your bag' })).toHaveAttribute('href', '/cart')
  await expect(page).toHaveURL(/\/checkout$/)
  expect(await variantStockOf(PRODUCT, { color: COLOR })).toBe(0)
  expect(await newOrders()).toHaveLength(UNITS)
})

/**
 * The same at variant level while staff receive: the last unit of size M, five guests ordering it, and staff
 * receiving three more of M at the same moment in the back office. Whichever order the transactions commit in,
 * no unit is lost or made up: what is left is the one unit plus the three received, less what was ordered, and
 * the ledger says so.
 */

test('an order for the last unit of M while staff receive more of M loses no unit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  if (!baseURL) throw new Error('This test needs a baseURL')
  const { name } = productById(SIZED)
  const bag = encodeURIComponent(JSON.stringify([[SIZED, SIZED_COLOR, 'M', 1]]))
  await setVariantStocks(SIZED, { [`${SIZED_COLOR}|M`]: 1, [`${SIZED_COLOR}|L`]: 2 })
  const newOrders = await ordersFromNowOn(SIZED)
  const staff = await signedInContext(browser, 'staff')
  try {
    await page.context().addCookies([{ name: 'fatin_cart', value: bag, url: baseURL }])
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientAddress() })
    const form = await openCheckout(page)
    await fillGuestDetails(form, {
      fullName: 'Hina Baig',
      mobile: uniqueMobile(),
      email: uniqueEmail('last-m'),
    })
    const held = await holdNextServerAction(page, '/checkout')
    await form.getByRole('button', { name: 'Place order' }).click()
    const placeOrder = await held.captured

    await openPage(staff.page, `/staff/stock/${SIZED}`)
    const receive = staff.page.getByRole('form', { name: 'Receive stock' })
    await receive.getByLabel(`${SIZED_COLOR} / M: units received`).fill('3')
    const delivery = `DN-${randomUUID().slice(0, 8)}`
    await receive.getByLabel('Note (e.g. the delivery number)').fill(delivery)

    const [, ...responses] = await Promise.all([
      receive.getByRole('button', { name: 'Receive' }).click(),
      ...Array.from({ length: 5 }, (_, n) =>
        sendServerAction(placeOrder, {
          baseURL,
          cookie: `fatin_cart=${bag}; fatin_guest=${randomUUID()}`,
          forwardedFor: uniqueClientAddress(),
          fields: { mobile: uniqueMobile(), email: uniqueEmail(`last-m-${n}`), idempotencyKey: randomUUID() },
        }),
      ),
    ])
    await expectToast(staff.page, 'Stock received.')
    const answers = responses.map((response) => placeOrderAnswer(response.text))
    const placed = answers.flatMap((answer) => (answer?.ok ? [answer.orderId] : []))
    const refused = answers.filter((answer) => answer && !answer.ok)
    expect(placed.length).toBeGreaterThanOrEqual(1)
    expect(refused).toEqual(Array(5 - placed.length).fill({ ok: false, code: 'out-of-stock', available: 0 }))

    // One unit plus three received, less what was ordered; the other size untouched; every order stored.
    expect(await variantStockOf(SIZED, { color: SIZED_COLOR, size: 'M' })).toBe(1 + 3 - placed.length)
    expect(await variantStockOf(SIZED, { color: SIZED_COLOR, size: 'L' })).toBe(2)
    expect(await newOrders()).toEqual([...placed].sort())
    await openPage(staff.page, `/staff/stock/${SIZED}`)
    const ledger = staff.page.getByRole('table', { name: 'Stock ledger, newest first' })
    await expect(
      ledger.getByRole('row', { name: new RegExp(`Navy / M \\+3 \\d \\d Received: ${delivery}`) }),
    ).toHaveCount(1)
    for (const orderId of placed) {
      const reference = orderId.slice(0, 8).toUpperCase()
      await expect(
        ledger.getByRole('row', { name: new RegExp(`Navy / M -1 \\d \\d Order \\(order ${reference}\\)`) }),
      ).toHaveCount(1)
    }
    held.release()
    await expect(page.getByText(name).first()).toBeVisible()
  } finally {
    await staff.context.close()
  }
})
