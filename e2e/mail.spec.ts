import { expect, type Page, test } from '@playwright/test'
import { expectToast, waitForHydration } from './helpers/auth'
import {
  ADDRESS,
  confirmedOrderNumber,
  figure,
  fillUrduAddress,
  openCheckout,
  PLACING,
} from './helpers/checkout'
import { addToBag, fillGuestDetails, type GuestPick, uniqueMobile } from './helpers/guest'
import { linkIn, mailCatcher, mailCountFor, mailTo } from './helpers/inbox'
import { type BagLine, outboxDeliveriesTo } from './helpers/shop-data'
import { AFTER_STEP, openStaffOrder, placeOrderFor, signedInContext, staffHistory } from './helpers/staff'
import { uniqueEmail } from './helpers/auth'

/**
 * The order e-mails end to end (issue 36), read from the local inbox (MailDev's REST API): the receipt of a
 * guest's order with its "Confirm my order" link, an Urdu order's e-mail in Urdu, the tracking e-mail of a
 * shipped order, and mail queued while the SMTP server is down going out once it is back. Serial: the last
 * test stops the SMTP server, which the others need. Each project orders its own products, which no other
 * spec orders.
 */
test.describe.configure({ mode: 'serial' })

const PICKS: Record<string, { guest: GuestPick; urdu: GuestPick; ship: BagLine; outage: BagLine }> = {
  desktop: {
    guest: { id: 1203, color: 'Black' },
    urdu: { id: 1601, color: 'Burgundy' },
    ship: { productId: 1803, color: 'Gold', size: null, quantity: 1 },
    outage: { productId: 1701, color: 'White', size: null, quantity: 1 },
  },
  mobile: {
    guest: { id: 1205, color: 'Black' },
    urdu: { id: 1602, color: 'Blush' },
    ship: { productId: 1901, color: 'Black', size: null, quantity: 1 },
    outage: { productId: 1202, color: 'Gold', size: null, quantity: 1 },
  },
}

/** Ships an order from the staff order page (confirming it first), with a courier from data/couriers.ts. */
async function shipOrder(page: Page, courierId: string, tracking: string) {
  await page.getByRole('button', { name: 'Confirm order' }).click()
  await expect(staffHistory(page)).toContainText('Confirmed', AFTER_STEP)
  await page.getByLabel('Courier').selectOption(courierId)
  await page.getByLabel('Tracking number').fill(tracking)
  await page.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(staffHistory(page)).toContainText(`tracking ${tracking}`, AFTER_STEP)
}

test("a guest's order sends the receipt with the total, the cash to have ready and a Confirm my order link", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('receipt')
  await addToBag(page, PICKS[testInfo.project.name]!.guest)
  const form = await openCheckout(page)
  await fillGuestDetails(form, { fullName: 'Ayesha Khan', mobile: uniqueMobile(), email })
  await form.getByRole('button', { name: 'Place order' }).click()
  const number = await confirmedOrderNumber(page)
  const total = await figure(
    page.getByRole('region', { name: 'Payment summary' }),
    'Total to pay on delivery',
  ).textContent()

  const [receipt] = await mailTo(email, new RegExp(`order ${number}: please confirm it$`))
  expect(receipt!.text).toContain(`Total: ${total}`)
  expect(receipt!.text).toContain(`please have ${total} ready for the courier`)
  expect(receipt!.text).toContain(ADDRESS.address)
  const confirm = linkIn(receipt!.html, 'Confirm my order')
  expect(confirm).toMatch(/^https?:\/\/[^/]+\/orders\/confirm\/v1\.[0-9a-f-]{36}\.[0-9a-z]+\.[\w-]{43}$/)
  expect(confirm).toContain(new URL(page.url()).pathname.split('/').pop())
  // "View your order" opens the order in another browser (a mail app's own), with no account and no cookie.
  const view = linkIn(receipt!.html, 'View your order')
  expect(view).toMatch(/\/api\/orders\/open\/o1\./)
  const mailApp = await browser.newContext()
  try {
    const elsewhere = await mailApp.newPage()
    await elsewhere.goto(new URL(view!).pathname)
    await expect(elsewhere).toHaveURL(new RegExp(`${new URL(page.url()).pathname}$`))
    expect(await confirmedOrderNumber(elsewhere)).toBe(number)
    // A link the shop did not sign opens nothing: the order lookup instead.
    await elsewhere.goto(new URL(view!).pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))
    await expect(elsewhere).toHaveURL(/\/orders\/lookup$/)
  } finally {
    await mailApp.close()
  }
  // One receipt: the order page loading again sends nothing more.
  await page.reload()
  expect(await mailCountFor(email)).toBe(1)

  // The link from the e-mail itself (opened by its path: the e-mail names the site's own address, and the
  // tests' server listens elsewhere) shows the order; the shopper's press confirms it, and the order page
  // then says so.
  const orderPage = page.url()
  await page.goto(new URL(confirm!).pathname)
  await page.getByRole('button', { name: 'Confirm my order' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your order is confirmed.' }),
  ).toBeVisible({ timeout: 15_000 })
  await page.goto(orderPage)
  await expect(page.getByText(/^Confirmed by you on /)).toBeVisible()
  // And the shopper's confirmation is an e-mail of its own.
  const [confirmed] = await mailTo(email, new RegExp(`order ${number} is confirmed$`))
  expect(confirmed!.text).toContain('Thank you for confirming your order.')
})

/** Direction isolates (U+2066–U+2069), which some mail apps draw as boxes: the mails use marks instead. */
const ISOLATES = /[\u2066-\u2069]/

test("an Urdu order's e-mails are in Urdu, right to left, the returned parcel's too", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('urdu-mail')
  await addToBag(page, PICKS[testInfo.project.name]!.urdu)
  await page.goto('/ur/checkout')
  await waitForHydration(page, 'form[aria-label="چیک آؤٹ"]')
  const checkout = page.getByRole('form', { name: 'چیک آؤٹ' })
  await fillUrduAddress(checkout, 'ثناء ملک')
  await checkout.getByLabel('ای میل', { exact: true }).fill(email)
  await checkout.getByRole('button', { name: 'آرڈر دیں' }).click()
  await expect(page).toHaveURL(/\/ur\/orders\/[\w-]+$/, PLACING)

  const [receipt] = await mailTo(email, /براہِ کرم تصدیق کریں$/)
  expect(receipt!.html).toContain('<html lang="ur" dir="rtl">')
  expect(receipt!.html).toContain('Noto Nastaliq Urdu')
  expect(receipt!.text).toContain('ثناء ملک')
  expect(receipt!.text).toContain('ڈیلیوری کا پتا')
  // The province is written in Urdu, and no direction isolates (drawn as boxes by some apps) are used.
  for (const part of [receipt!.text, receipt!.html]) {
    expect(part).toContain('پنجاب')
    expect(part).not.toContain('Punjab')
    expect(part).not.toMatch(ISOLATES)
  }
  expect(linkIn(receipt!.html, 'میرے آرڈر کی تصدیق کریں')).toMatch(/\/ur\/orders\/confirm\/v1\./)
  expect(receipt!.text).not.toContain('Confirm my order')

  // Staff ship it and it comes back refused: that mail is Urdu too, in both parts.
  const number = /FT-[0-9A-F]+/.exec(receipt!.subject)?.[0]
  if (!number) throw new Error(`No order number in ${receipt!.subject}`)
  const staff = await signedInContext(browser, 'staff')
  try {
    await openStaffOrder(staff.page, number)
    await shipOrder(staff.page, 'tcs', `77${String(Date.now()).slice(-8)}`)
    await staff.page.getByRole('button', { name: 'Mark returned' }).click()
    await staff.page.getByLabel('Why it came back').selectOption('refused')
    await staff.page.getByRole('button', { name: 'Yes, it came back' }).click()
    await expect(staffHistory(staff.page)).toContainText('Came back: refused at the door', AFTER_STEP)
  } finally {
    await staff.context.close()
  }
  const [returned] = await mailTo(email, /ہمیں واپس مل گیا$/)
  for (const part of [returned!.text, returned!.html]) {
    expect(part).toContain('کوریئر آپ کا پارسل ہمیں واپس لے آیا: اسے دروازے پر وصول نہیں کیا گیا۔')
    expect(part).not.toContain('refused')
    expect(part).not.toMatch(ISOLATES)
  }
  expect(returned!.html).toContain('<html lang="ur" dir="rtl">')
})

test("staff resend the confirmation; a shipped order sends the tracking e-mail with the courier's link", async ({
  browser,
}, testInfo) => {
  const shopper = await signedInContext(browser, { name: 'Hina Raza', tag: 'ship-mail' })
  const staff = await signedInContext(browser, 'staff')
  try {
    const { number } = await placeOrderFor(shopper.page, shopper.email, [PICKS[testInfo.project.name]!.ship])
    await openStaffOrder(staff.page, number)
    // While the order waits for the shopper, staff can send the confirmation link again.
    await mailTo(shopper.email, new RegExp(`order ${number}: please confirm it$`))
    await staff.page.getByRole('button', { name: 'Resend confirmation e-mail' }).click()
    await expectToast(staff.page, 'Confirmation e-mail queued, with a new 24-hour link.')
    await mailTo(shopper.email, new RegExp(`order ${number}: please confirm it$`), { count: 2 })
    const tracking = `77${String(Date.now()).slice(-8)}`
    await shipOrder(staff.page, 'tcs', tracking)

    const [shipped] = await mailTo(shopper.email, new RegExp(`order ${number} is on its way$`))
    expect(shipped!.text).toContain('Your order is with TCS.')
    expect(shipped!.text).toContain(`Tracking number: ${tracking}`)
    expect(linkIn(shipped!.html, 'Track your parcel')).toBe(`https://www.tcsexpress.com/track/${tracking}`)
    // And the confirmation by staff was its own e-mail, saying so.
    const [confirmed] = await mailTo(shopper.email, new RegExp(`order ${number} is confirmed$`))
    expect(confirmed!.text).toContain('Our team has confirmed your order.')

    // Staff see the order's e-mails and that they went out.
    await staff.page.reload()
    const mails = staff.page.getByRole('list', { name: 'E-mails for this order' })
    await expect(mails.getByRole('listitem')).toHaveCount(4)
    await expect(mails.getByRole('listitem').filter({ hasText: 'Shipped, with tracking' })).toContainText(
      'Sent',
    )
  } finally {
    await Promise.all([shopper.context.close(), staff.context.close()])
  }
})

test('mail queued while the SMTP server is down goes out once it is back @once', async ({ browser }) => {
  const shopper = await signedInContext(browser, { name: 'Maryam Ali', tag: 'outage-mail' })
  await mailCatcher('stop')
  try {
    const { number } = await placeOrderFor(shopper.page, shopper.email, [PICKS.desktop!.outage])
    // The order stands while the SMTP server is away; its receipt waits in the outbox.
    await expect(shopper.page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you! Your order is placed.',
    )
    await expect
      .poll(async () => (await outboxDeliveriesTo(shopper.email))[0], { timeout: 15_000 })
      .toMatchObject({ kind: 'order-received', state: 'PENDING', error: expect.stringMatching(/ECONN/) })
    await mailCatcher('start')
    const [receipt] = await mailTo(shopper.email, new RegExp(`order ${number}: please confirm it$`))
    expect(linkIn(receipt!.html, 'Confirm my order')).toMatch(/\/orders\/confirm\/v1\./)
    expect(await mailCountFor(shopper.email)).toBe(1)
    // The sender records the delivery just after the SMTP server has taken the message, so the inbox can be
    // a moment ahead of the outbox.
    await expect
      .poll(async () => (await outboxDeliveriesTo(shopper.email))[0], { timeout: 10_000 })
      .toMatchObject({ state: 'SUCCESS', error: null, attempts: expect.any(Number) })
    const [delivery] = await outboxDeliveriesTo(shopper.email)
    expect(delivery!.attempts).toBeGreaterThan(1)
  } finally {
    // Never leave the other specs without an SMTP server.
    await mailCatcher('start')
    await shopper.context.close()
  }
})
