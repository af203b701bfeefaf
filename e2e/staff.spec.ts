import { expect, test } from '@playwright/test'
import { expectToast, openPage } from './helpers/auth'
import { expectNoAxeViolations } from './helpers/axe'
import { mailMentioning, mailTo } from './helpers/inbox'
import { uniqueMobile } from './helpers/checkout'
import { orderIdOf } from './helpers/orders'
import { type BagLine, resetStock, setStock, stockOf } from './helpers/shop-data'
import {
  AFTER_STEP,
  openStaffOrder,
  placeOrderFor,
  shopperHistory,
  signedInContext,
  staffHistory,
} from './helpers/staff'

/**
 * The back office (issue 11): staff take one order from placed to delivered while its shopper watches each
 * status arrive, and cancel another, seeing its stock come back; shoppers never get /staff. Each project
 * orders its own products, so the desktop and mobile runs never share stock.
 */
const PRODUCTS: Record<string, { deliver: BagLine; cancel: BagLine; cancelName: string; twoTabs: BagLine }> =
  {
    desktop: {
      deliver: { productId: 205, color: 'Blush', size: 'M', quantity: 1 },
      cancel: { productId: 1702, color: 'Gold', size: null, quantity: 2 },
      cancelName: 'Gold Bangle Set',
      twoTabs: { productId: 1801, color: 'Beige', size: null, quantity: 1 },
    },
    mobile: {
      deliver: { productId: 405, color: 'Emerald', size: 'S', quantity: 1 },
      cancel: { productId: 1703, color: 'Gold', size: null, quantity: 2 },
      cancelName: 'Crescent Moon Pendant',
      twoTabs: { productId: 1802, color: 'Blush', size: null, quantity: 1 },
    },
  }

test.describe.configure({ timeout: 180_000 })

test('staff take an order from placed to delivered while the shopper sees each status', async ({
  browser,
}, testInfo) => {
  const products = PRODUCTS[testInfo.project.name]
  if (!products) throw new Error(`No products for project ${testInfo.project.name}`)
  const shopper = await signedInContext(browser, { name: 'Hina Malik', tag: 'lifecycle' })
  const staff = await signedInContext(browser, 'staff')
  try {
    const { number, path } = await placeOrderFor(shopper.page, shopper.email, [products.deliver])
    await openStaffOrder(staff.page, number)
    await expect(staffHistory(staff.page)).toContainText('Order placed')
    await expectNoAxeViolations(staff.page)

    const shopperSees = async (heading: string, line: string) => {
      await openPage(shopper.page, path)
      await expect(shopper.page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(shopperHistory(shopper.page)).toContainText(line)
    }

    await staff.page.getByRole('button', { name: 'Confirm order' }).click()
    await expect(staffHistory(staff.page)).toContainText('Confirmed by phone', AFTER_STEP)
    await expectToast(staff.page, 'Order confirmed.')
    await shopperSees('Your order is confirmed.', 'Confirmed by phone')

    // Shipping needs the courier (from the list) and its tracking number, stored without spaces.
    await staff.page.getByLabel('Courier').selectOption('TCS')
    await staff.page.getByLabel('Tracking number').fill('7794 1234 5678')
    await staff.page.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(staffHistory(staff.page)).toContainText(
      'Shipped with TCS, tracking 779412345678',
      AFTER_STEP,
    )
    await shopperSees('Your order is on its way.', 'Shipped with TCS, tracking 779412345678')
    // Too late for the shopper to cancel.
    await expect(shopper.page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

    await staff.page.getByRole('button', { name: 'Mark delivered' }).click()
    await expect(staffHistory(staff.page)).toContainText('Delivered', AFTER_STEP)
    // Pressed by mistake: staff take it back (for 48 hours), and the step stays in the history.
    await staff.page.getByRole('button', { name: 'Undo delivered' }).click()
    await staff.page.getByRole('button', { name: 'Yes, undo delivered' }).click()
    await expect(staffHistory(staff.page)).toContainText('Delivery undone: on its way again', AFTER_STEP)
    await staff.page.getByRole('button', { name: 'Mark delivered' }).click()
    await expect(staff.page.getByRole('button', { name: 'Undo delivered' })).toBeVisible(AFTER_STEP)
    await shopperSees('Your order was delivered.', 'Delivered')
    await openPage(shopper.page, '/account')
    const row = shopper.page.getByRole('listitem').filter({ hasText: number })
    await expect(row).toContainText('Delivered')
  } finally {
    await resetStock([products.deliver.productId])
    await shopper.context.close()
    await staff.context.close()
  }
})

test('staff cancel an order and its stock comes back', async ({ browser }, testInfo) => {
  const products = PRODUCTS[testInfo.project.name]
  if (!products) throw new Error(`No products for project ${testInfo.project.name}`)
  // A surname no other test uses, so a search by it finds this order alone.
  const surname = `Butt${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`
  const shopper = await signedInContext(browser, { name: `Sana ${surname}`, tag: 'staff-cancel' })
  const staff = await signedInContext(browser, 'staff')
  try {
    await setStock(products.cancel.productId, 4, products.cancel)
    const { number, path } = await placeOrderFor(shopper.page, shopper.email, [products.cancel])
    expect(await stockOf(products.cancel.productId)).toBe(2)

    // Staff heard of it: the shop's order address got a mail naming it, with the way to its page.
    const told = await mailMentioning('orders@fatin.test', number)
    expect(told.subject).toMatch(/new orders?/)
    expect(told.text).toMatch(new RegExp(`/staff/orders/${orderIdOf(path)}`))

    const lowStockRow = staff.page
      .getByRole('list', { name: 'Products running low' })
      .getByRole('listitem')
      .filter({ hasText: products.cancelName })
    await openPage(staff.page, '/staff')
    await expect(lowStockRow).toContainText('2 left')

    // Staff find it by the shopper's name, and by her name and city, as a shopper says them on the phone.
    const search = staff.page.getByLabel('Order number, mobile, e-mail, name or city')
    const matches = staff.page.getByRole('list', { name: 'Matching orders' })
    for (const words of [surname.toUpperCase(), `${surname} Lahore`]) {
      await search.fill(words)
      await staff.page.getByRole('button', { name: 'Show orders' }).click()
      await expect(matches.getByRole('link', { name: `Order ${number}` })).toBeVisible()
      await expect(matches.getByRole('listitem')).toHaveCount(1)
    }

    await openStaffOrder(staff.page, number)
    await staff.page.getByRole('button', { name: 'Cancel order' }).click()
    await staff.page
      .getByLabel("Why (the shopper's e-mail says it)")
      .selectOption({ label: 'An item sold out' })
    await staff.page.getByLabel('Note (optional, staff only)').fill('Shopper asked by phone')
    await staff.page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expect(staffHistory(staff.page)).toContainText('Cancelled by staff: an item sold out', AFTER_STEP)
    await expect(staffHistory(staff.page)).toContainText('Note: Shopper asked by phone')
    expect(await stockOf(products.cancel.productId)).toBe(4)
    // Its page no longer offers a packing slip, and an old link to one says on paper not to send it.
    await expect(staff.page.getByRole('link', { name: 'Packing slip' })).toHaveCount(0)
    await openPage(staff.page, `/staff/orders/${orderIdOf(path)}/slip`)
    await expect(
      staff.page.getByRole('alert').filter({ hasText: 'This order is cancelled: do not pack or send it.' }),
    ).toBeVisible()
    await expect(staff.page.getByText(/Cash on delivery: collect/)).toHaveCount(0)

    await openPage(staff.page, '/staff')
    await expect(lowStockRow).toContainText('4 left')

    await openPage(shopper.page, path)
    await expect(
      shopper.page.getByRole('heading', { level: 1, name: 'This order is cancelled.' }),
    ).toBeVisible()
    await expect(shopperHistory(shopper.page)).toContainText('Cancelled by Fatin')
    // Staff notes stay in the back office, out of her pages and of what her browser reads for them; the
    // reason they picked is in her e-mail, with the items.
    await expect(shopper.page.getByText('Shopper asked by phone')).toHaveCount(0)
    const account = await shopper.page.request.get('/api/account')
    expect(account.status()).toBe(200)
    const accountJson = await account.text()
    expect(accountJson).toContain(number)
    expect(accountJson).not.toContain('Shopper asked by phone')
    const [cancelMail] = await mailTo(shopper.email, new RegExp(`order ${number} is cancelled`))
    expect(cancelMail?.text).toContain(
      'Fatin cancelled this order: an item in it sold out before we could pack it.',
    )
    expect(cancelMail?.text).toContain(products.cancelName)
    expect(cancelMail?.text).not.toContain('Shopper asked by phone')
  } finally {
    await resetStock([products.cancel.productId])
    await shopper.context.close()
    await staff.context.close()
  }
})

test('a tab left open cannot cancel an order another tab shipped meanwhile', async ({
  browser,
}, testInfo) => {
  const products = PRODUCTS[testInfo.project.name]
  if (!products) throw new Error(`No products for project ${testInfo.project.name}`)
  const shopper = await signedInContext(browser, { name: 'Rabia Awan', tag: 'two-tabs' })
  const staff = await signedInContext(browser, 'staff')
  const otherTab = await staff.context.newPage()
  try {
    const { number, path } = await placeOrderFor(shopper.page, shopper.email, [products.twoTabs])
    await openStaffOrder(staff.page, number)
    await staff.page.getByRole('button', { name: 'Confirm order' }).click()
    await expect(staffHistory(staff.page)).toContainText('Confirmed by phone', AFTER_STEP)

    // This tab starts a cancellation; the other tab, opened on the same order, ships it.
    await staff.page.getByRole('button', { name: 'Cancel order' }).click()
    await staff.page
      .getByLabel("Why (the shopper's e-mail says it)")
      .selectOption({ label: 'The shopper asked' })
    await openPage(otherTab, new URL(staff.page.url()).pathname)
    await otherTab.getByLabel('Courier').selectOption('TCS')
    await otherTab.getByLabel('Tracking number').fill('7794 1234 5679')
    await otherTab.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(staffHistory(otherTab)).toContainText('Shipped with TCS, tracking 779412345679', AFTER_STEP)

    await staff.page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expect(
      staff.page.getByRole('alert').filter({ hasText: 'This order changed while the page was open' }),
    ).toBeVisible()
    await openPage(staff.page, new URL(staff.page.url()).pathname)
    await expect(staffHistory(staff.page)).toContainText('Shipped with TCS')
    await expect(staffHistory(staff.page)).not.toContainText('Cancelled')

    await openPage(shopper.page, path)
    await expect(
      shopper.page.getByRole('heading', { level: 1, name: 'Your order is on its way.' }),
    ).toBeVisible()
  } finally {
    await shopper.context.close()
    await staff.context.close()
  }
})

test('a shopper gets no /staff: sign in when signed out, the 404 screen when signed in', async ({
  browser,
  page,
}) => {
  const signedOut = await page.goto('/staff/orders/anything')
  await expect(page).toHaveURL(/\/signin\?next=%2Fstaff%2Forders%2Fanything$/)
  expect(signedOut?.ok()).toBe(true)
  // A language prefix's redirect is private and unindexed too.
  for (const path of ['/ur/staff', '/en/staff/stock']) {
    const redirect = await page.request.get(path, { maxRedirects: 0 })
    expect(redirect.status(), path).toBe(307)
    expect(redirect.headers()['cache-control'], path).toMatch(/private.*no-store|no-store.*private/)
    expect(redirect.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
  }

  const shopper = await signedInContext(browser, { name: 'Nida Shah', tag: 'no-staff' })
  try {
    for (const path of ['/staff', '/staff/orders/00000000-0000-4000-8000-000000000000/slip']) {
      const response = await shopper.page.goto(path)
      expect(response?.status()).toBe(404)
      expect(response?.headers()['cache-control']).toMatch(/no-store/)
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
      await expect(
        shopper.page.getByRole('heading', { level: 1, name: /Oops! Page not found/ }),
      ).toBeVisible()
      await expect(shopper.page.getByRole('heading', { name: 'Orders' })).toHaveCount(0)
    }
  } finally {
    await shopper.context.close()
  }
})

test('the back office is private, never cached, never indexed, and passes axe', async ({ browser }) => {
  const staff = await signedInContext(browser, 'staff')
  try {
    const response = await staff.page.goto('/staff')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toMatch(/no-store/)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(staff.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(staff.page.getByRole('region', { name: "Today's orders" })).toBeVisible()
    await expect(staff.page.getByRole('region', { name: 'Last 14 days' })).toBeVisible()
    await staff.page.getByText('Figures per day').click()
    await expect(
      staff.page.getByRole('table', { name: /Orders and sales per day/ }).getByRole('row'),
    ).toHaveCount(15)
    await expectNoAxeViolations(staff.page)

    // It is English only: asked for in Urdu, it opens in English, left to right.
    await staff.page.goto('/ur/staff')
    await expect(staff.page).toHaveURL(/\/staff$/)
    await expect(staff.page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()

    // A page for an order, a product or a link that does not exist is a real 404, private like the rest.
    for (const path of [
      '/staff/orders/00000000-0000-4000-8000-000000000000',
      '/staff/orders/00000000-0000-4000-8000-000000000000/slip',
      '/staff/stock/999999',
      '/staff/links/zzzzzzz',
    ]) {
      const missing = await staff.page.goto(path)
      expect(missing?.status(), path).toBe(404)
      expect(missing?.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
      await expect(staff.page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeVisible()
    }
  } finally {
    await staff.context.close()
  }
})

const RETURNED: Record<string, BagLine> = {
  desktop: { productId: 2001, color: 'Black', size: null, quantity: 1 },
  mobile: { productId: 1002, color: 'Burgundy', size: null, quantity: 1 },
}

test('a parcel refused at the door comes back: the shopper is told why, the stock is back, and the next order from her mobile shows it', async ({
  browser,
}, testInfo) => {
  const line = RETURNED[testInfo.project.name]
  if (!line) throw new Error(`No product for project ${testInfo.project.name}`)
  const shopper = await signedInContext(browser, { name: 'Rubina Aslam', tag: 'returned' })
  const staff = await signedInContext(browser, 'staff')
  try {
    await setStock(line.productId, 6, line)
    const mobile = uniqueMobile()
    const first = await placeOrderFor(shopper.page, shopper.email, [line], mobile)
    expect(await stockOf(line.productId)).toBe(5)

    await openStaffOrder(staff.page, first.number)
    await staff.page.getByRole('button', { name: 'Confirm order' }).click()
    await expect(staffHistory(staff.page)).toContainText('Confirmed by phone', AFTER_STEP)
    await staff.page.getByLabel('Courier').selectOption('tcs')
    await staff.page.getByLabel('Tracking number').fill(`77${String(Date.now()).slice(-10)}`)
    await staff.page.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(staffHistory(staff.page)).toContainText('Shipped with TCS', AFTER_STEP)

    await staff.page.getByRole('button', { name: 'Mark returned' }).click()
    await staff.page.getByLabel('Why it came back').selectOption('refused')
    await staff.page.getByRole('button', { name: 'Yes, it came back' }).click()
    await expect(staffHistory(staff.page)).toContainText('Came back: refused at the door', AFTER_STEP)
    expect(await stockOf(line.productId)).toBe(6)

    const [mail] = await mailTo(shopper.email, new RegExp(`order ${first.number} came back to us$`))
    expect(mail!.text).toContain('it was refused at the door')
    expect(mail!.text).not.toContain('Nothing will be sent')
    await openPage(shopper.page, first.path)
    await expect(
      shopper.page.getByRole('heading', { level: 1, name: 'Your parcel came back to us.' }),
    ).toBeVisible()

    // Her next order, from the same mobile: staff see the refusal in the list and on the order's page.
    const second = await placeOrderFor(shopper.page, shopper.email, [line], mobile)
    await openPage(staff.page, '/staff')
    await staff.page.getByLabel('Order number, mobile, e-mail, name or city').fill(second.number)
    await staff.page.getByRole('button', { name: 'Show orders' }).click()
    await expect(
      staff.page.getByRole('list', { name: 'Matching orders' }).getByRole('listitem').first(),
    ).toContainText('1 parcel came back: refused at the door ×1')
    await openStaffOrder(staff.page, second.number)
    await expect(staff.page.getByRole('list', { name: 'Earlier orders that came back' })).toContainText(
      `${first.number}`,
    )
    await expect(staff.page.getByRole('list', { name: 'Earlier orders that came back' })).toContainText(
      'refused at the door',
    )
  } finally {
    await resetStock([line.productId])
    await shopper.context.close()
    await staff.context.close()
  }
})
