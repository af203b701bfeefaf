import { expect, test } from '@playwright/test'
import { confirmTexts } from '@/components/orders/confirm/confirm-texts'
import { orderTexts } from '@/components/orders/order-texts'
import { type ConfirmAnswer, confirmTitleTexts } from '@/lib/i18n/confirm-message-texts'
import { wordsFor } from '@/lib/i18n/messages'
import { expectToast, openPage, uniqueEmail } from './helpers/auth'
import { expectNoAxeViolations, settle } from './helpers/axe'
import { confirmedOrderNumber, openCheckout, PLACING } from './helpers/checkout'
import {
  addToBag,
  fillGuestDetails,
  freshPage,
  type GuestPick,
  productById,
  uniqueMobile,
} from './helpers/guest'
import { formatCents } from '@/lib/format/price'
import { productNameIn } from '@/lib/i18n/catalogue-text'
import { backdateOrder, confirmLink, orderIdOf, storedOrder, storedTotal } from './helpers/orders'
import { resetStock, setStock } from './helpers/shop-data'
import {
  AFTER_STEP,
  openStaffOrder,
  placeOrderFor,
  shopperHistory,
  signedInContext,
  staffHistory,
} from './helpers/staff'

/**
 * The cash-on-delivery confirmation loop (issues 36 and 51): a guest confirms her order with the e-mail's signed
 * link (opened in another browser, signed out, as a phone's mail app would) by pressing its button, after
 * seeing what she confirms, while opening the link, even in a browser that runs scripts, confirms nothing; an
 * account whose address is verified may also use the order page's button, while a guest's page points to the
 * e-mail;
 * staff see who confirmed; expired, forged and reused links change nothing; and shipping asks for a listed
 * courier and a tracking number in its format, which the order page links to. Each project orders its own
 * products, which no other spec orders.
 */
const PICKS: Record<string, { link: GuestPick; button: GuestPick; noScript: GuestPick }> = {
  desktop: {
    link: { id: 102, color: 'Black', size: 'M' },
    button: { id: 108, color: 'Burgundy', size: 'M' },
    noScript: { id: 105, color: 'Emerald', size: 'M' },
  },
  mobile: {
    link: { id: 202, color: 'Emerald', size: 'M' },
    button: { id: 201, color: 'White', size: 'M' },
    noScript: { id: 206, color: 'Emerald', size: 'M' },
  },
}

test.describe.configure({ timeout: 180_000 })

const DAY_MS = 24 * 60 * 60 * 1000

/** Places a guest order of `pick` in `page`; returns its id, number, page path and mobile ('0345 1234567'). */
async function placeGuestOrder(page: import('@playwright/test').Page, pick: GuestPick, tag: string) {
  await addToBag(page, pick)
  const form = await openCheckout(page)
  const mobile = uniqueMobile()
  await fillGuestDetails(form, { fullName: 'Sana Iqbal', mobile, email: uniqueEmail(tag) })
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  const number = await confirmedOrderNumber(page)
  const path = new URL(page.url()).pathname
  return { id: orderIdOf(path), number, path, mobile }
}

/** The mobile as the link's page must show it: only its last two digits ('+92 3•• ••• ••67'). */
const maskedMobile = (mobile: string) => `+92 3•• ••• ••${mobile.slice(-2)}`

test('the e-mail link shows the order and confirms it on her press only, once; expired, forged and reused links change nothing', async ({
  page,
  browser,
}, testInfo) => {
  const pick = PICKS[testInfo.project.name]?.link
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(pick.id, 10)
  const mailApp = await freshPage(browser)
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const staff = await signedInContext(browser, 'staff')
  try {
    const order = await placeGuestOrder(page, pick, 'cod-link')
    const unchanged = async () =>
      expect(await storedOrder(order.id)).toEqual({ status: 'placed', history: [] })

    // A link older than 24 hours: said calmly, with the way to the order lookup and the shop's contact.
    await mailApp.page.goto(confirmLink(order.id, new Date(Date.now() - DAY_MS - 60_000)))
    await expect(
      mailApp.page.getByRole('heading', { level: 1, name: 'This confirmation link has expired.' }),
    ).toBeVisible()
    await expect(mailApp.page.getByText(`Order number: ${order.number}`)).toBeVisible()
    await expect(mailApp.page.getByRole('main').getByRole('link', { name: 'Find your order' })).toBeVisible()
    await expect(mailApp.page.getByText(/^Contact us: /)).toBeVisible()
    // The same in Urdu, for an Urdu order's e-mail.
    await mailApp.page.goto(`/ur${confirmLink(order.id, new Date(Date.now() - DAY_MS - 60_000))}`)
    await expect(
      mailApp.page.getByRole('heading', {
        level: 1,
        name: confirmTitleTexts.ur['confirm-expired'] as string,
      }),
    ).toBeVisible()
    await unchanged()

    // A forged one (signed for this order, its signature altered): not valid, and no order named.
    const good = confirmLink(order.id)
    const forged = `${good.slice(0, -4)}${good.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    const answer = await mailApp.page.goto(forged)
    expect(answer?.status()).toBe(404)
    expect(answer?.headers()['cache-control']).toBe('private, no-store')
    await expect(
      mailApp.page.getByRole('heading', { level: 1, name: 'This link is not valid.' }),
    ).toBeVisible()
    await expect(mailApp.page.getByText(order.number)).toHaveCount(0)
    await unchanged()

    // A link scanner that only GETs the page (or a phone without JavaScript) confirms nothing.
    const plain = await noScript.newPage()
    await plain.goto(good)
    await expect(
      plain.getByRole('heading', { level: 1, name: 'Confirm your cash-on-delivery order' }),
    ).toBeVisible()
    await unchanged()

    // Nor does one that runs the page's scripts, as a headless browser does: loading is not confirming.
    await mailApp.page.goto(good, { waitUntil: 'networkidle' })
    await settle(mailApp.page)
    await expect(
      mailApp.page.getByRole('heading', { level: 1, name: 'Confirm your cash-on-delivery order' }),
    ).toBeVisible()
    await unchanged()

    // The page says what the button confirms: the items, the total and the address, its mobile masked.
    const summary = mailApp.page.getByRole('region', { name: 'Your order' })
    const item = summary.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(productById(pick.id).name)
    await expect(item).toContainText(`${pick.color} · Size ${pick.size ?? ''}`)
    await expect(item).toContainText('Qty 1')
    await expect(summary.getByText('Total to pay on delivery')).toBeVisible()
    await expect(summary).toContainText(formatCents(await storedTotal(order.id)))
    await expect(summary.getByText('Sana Iqbal')).toBeVisible()
    await expect(summary.getByText(maskedMobile(order.mobile))).toBeVisible()
    const text = await mailApp.page.locator('body').innerText()
    const digits = order.mobile.replace(/\D/g, '')
    expect(text.replace(/\s/g, '')).not.toContain(digits.slice(1))
    expect(text).not.toContain(order.mobile)
    await expectNoAxeViolations(mailApp.page)

    // Her press confirms it.
    await mailApp.page.getByRole('button', { name: 'Confirm my order' }).click()
    await expect(
      mailApp.page.getByRole('heading', { level: 1, name: 'Thank you, your order is confirmed.' }),
    ).toBeVisible(AFTER_STEP)
    await expectNoAxeViolations(mailApp.page)
    const confirmed = {
      status: 'confirmed',
      history: [{ status: 'confirmed', by: { uid: null, role: 'shopper' } }],
    }
    expect(await storedOrder(order.id)).toEqual(confirmed)

    // Used again, here or in the page without JavaScript: harmless.
    await mailApp.page.goto(good)
    await expect(
      mailApp.page.getByRole('heading', { level: 1, name: 'Your order is already confirmed.' }),
    ).toBeVisible()
    await plain.getByRole('button', { name: 'Confirm my order' }).click()
    await expect(
      plain.getByRole('heading', { level: 1, name: 'Your order is already confirmed.' }),
    ).toBeVisible(AFTER_STEP)
    expect(await storedOrder(order.id)).toEqual(confirmed)

    // Her own browser's order page says so; staff see it, and can find it by that filter.
    await openPage(page, order.path)
    await expect(shopperHistory(page)).toContainText('Confirmed by you')
    await expect(page.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0)
    await openStaffOrder(staff.page, order.number)
    await expect(staff.page.getByText('Confirmed by shopper', { exact: true })).toBeVisible()
    await expect(staffHistory(staff.page)).toContainText('Confirmed by the shopper')
    await openPage(staff.page, `/staff?shopper=confirmed&q=${order.number}`)
    await expect(
      staff.page
        .getByRole('list', { name: 'Matching orders' })
        .getByRole('link', { name: `Order ${order.number}` }),
    ).toBeVisible()
    await openPage(staff.page, `/staff?shopper=awaiting&q=${order.number}`)
    await expect(staff.page.getByText('No orders match.')).toBeVisible()
  } finally {
    await resetStock([pick.id])
    await Promise.all([mailApp.context.close(), noScript.close(), staff.context.close()])
  }
})

test("a guest is sent to the e-mail's link; a verified account's order page confirms; staff ship with a courier whose page the order links to", async ({
  page,
  browser,
}, testInfo) => {
  const pick = PICKS[testInfo.project.name]?.button
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(pick.id, 10)
  const staff = await signedInContext(browser, 'staff')
  const shopper = await signedInContext(browser, { name: 'Sana Iqbal', tag: 'cod-button-account' })
  try {
    // A guest's proof cookie shows the order, but only the e-mail's link proves the address is hers.
    const guestOrder = await placeGuestOrder(page, pick, 'cod-button')
    await expect(page.getByTestId('confirm-from-email')).toContainText(
      'with the "Confirm my order" button in the e-mail we sent to',
    )
    await expect(page.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible()
    expect((await storedOrder(guestOrder.id)).status).toBe('placed')

    const line = { productId: pick.id, color: pick.color, size: pick.size ?? null, quantity: 1 }
    const order = await placeOrderFor(shopper.page, shopper.email, [line])
    const orderId = orderIdOf(order.path)

    // Waiting for the shopper for over a day: staff see it stand out, in words.
    await backdateOrder(orderId, 25)
    await openStaffOrder(staff.page, order.number)
    await expect(staff.page.getByText('Awaiting the shopper', { exact: true })).toBeVisible()
    await expect(staff.page.getByText('Unconfirmed > 24 h')).toBeVisible()
    await expect(staff.page.getByText('No earlier parcel to this mobile number came back.')).toBeVisible()

    const own = shopper.page
    await settle(own)
    await expectNoAxeViolations(own)
    await own.getByRole('button', { name: 'Confirm my order' }).click()
    await expectToast(own, 'Thank you, your order is confirmed.')
    await expect(shopperHistory(own)).toContainText('Confirmed by you', AFTER_STEP)
    await expect(own.getByText(/^Confirmed by you on \d{1,2} \w+ \d{4} at /)).toBeVisible()
    await expect(own.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0)

    await openPage(staff.page, new URL(staff.page.url()).pathname)
    await expect(staff.page.getByText('Confirmed by shopper', { exact: true })).toBeVisible()
    await expect(staff.page.getByText('Unconfirmed > 24 h')).toHaveCount(0)

    // A tracking number in another courier's format: a message naming TCS's format, and nothing changes.
    await staff.page.getByLabel('Courier').selectOption('TCS')
    await expect(staff.page.getByText('TCS: 9 to 12 digits, like 779412345678')).toBeVisible()
    await staff.page.getByLabel('Tracking number').fill('KI7512345678')
    await staff.page.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(
      staff.page.getByText(
        "This tracking number is not in the courier's format. TCS tracking numbers are 9 to 12 digits, like 779412345678.",
      ),
    ).toBeVisible(AFTER_STEP)
    expect((await storedOrder(orderId)).status).toBe('confirmed')
    await expectNoAxeViolations(staff.page)

    await staff.page.getByLabel('Tracking number').fill('779412345678')
    await staff.page.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(staffHistory(staff.page)).toContainText(
      'Shipped with TCS, tracking 779412345678',
      AFTER_STEP,
    )
    expect((await storedOrder(orderId)).history.at(-1)).toEqual({
      status: 'shipped',
      by: expect.objectContaining({ role: 'staff' }),
      courier: 'tcs',
      tracking: '779412345678',
    })

    // The packing slip still prints.
    await openPage(staff.page, `/staff/orders/${orderId}/slip`)
    await expect(staff.page.getByText(order.number)).toBeVisible()

    await openPage(own, order.path)
    const tracking = own.getByRole('link', { name: /779412345678/ })
    await expect(tracking).toHaveAttribute('href', 'https://www.tcsexpress.com/track/779412345678')
    await expect(tracking).toHaveAttribute('target', '_blank')
    await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer')
    await settle(own)
    await expectNoAxeViolations(own)
  } finally {
    await resetStock([pick.id])
    await staff.context.close()
    await shopper.context.close()
  }
})

test('without JavaScript, the Urdu link page shows the order and confirms when the shopper presses the button', async ({
  page,
  browser,
}, testInfo) => {
  const pick = PICKS[testInfo.project.name]?.noScript
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(pick.id, 10)
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  try {
    const order = await placeGuestOrder(page, pick, 'cod-noscript')
    const plain = await noScript.newPage()
    await plain.goto(`/ur${confirmLink(order.id)}`)
    // The summary is in the HTML as sent, in Urdu (what she bought too): no script is needed to see what the
    // button confirms.
    const summary = plain.getByRole('region', { name: confirmTexts.ur.summary })
    const items = summary.getByRole('list', { name: orderTexts.ur.itemsLabel })
    const english = productById(pick.id).name
    await expect(items).toContainText(productNameIn('ur', pick.id, english))
    await expect(items).not.toContainText(english)
    await expect(summary.getByText(orderTexts.ur.totalOnDelivery)).toBeVisible()
    await expect(summary).toContainText(formatCents(await storedTotal(order.id)))
    await expect(summary.getByText(maskedMobile(order.mobile))).toBeVisible()
    await expect(summary.getByText(confirmTexts.ur.mobileEnding(order.mobile.slice(-2)))).toBeAttached()
    expect((await plain.locator('body').innerText()).replace(/\s/g, '')).not.toContain(
      order.mobile.replace(/\D/g, '').slice(1),
    )
    expect((await storedOrder(order.id)).status).toBe('placed')
    await plain.getByRole('button', { name: confirmTexts.ur.button }).click()
    await expect(plain).toHaveURL(/\/ur\/orders\/confirm\/answer\/confirmed$/)
    await expect(
      plain.getByRole('heading', {
        level: 1,
        name: wordsFor<ConfirmAnswer>(confirmTitleTexts.ur, { code: 'confirm-done' }),
      }),
    ).toBeVisible()
    expect(await storedOrder(order.id)).toEqual({
      status: 'confirmed',
      history: [{ status: 'confirmed', by: { uid: null, role: 'shopper' } }],
    })
  } finally {
    await resetStock([pick.id])
    await noScript.close()
  }
})
