import { expect, type Page, test } from '@playwright/test'
import { expectToast, openPage, uniqueEmail, waitForHydration } from './helpers/auth'
import { expectNoAxeViolations } from './helpers/axe'
import { confirmedOrderNumber, openCheckout, PLACING } from './helpers/checkout'
import { addToBag, fillGuestDetails, freshPage, type GuestPick, uniqueMobile } from './helpers/guest'
import { orderIdOf, storedTotal } from './helpers/orders'
import { db, resetStock } from './helpers/shop-data'
import { AFTER_STEP, openStaffOrder, signedInContext, staffHistory } from './helpers/staff'

/**
 * Campaign links (issue 55): staff make a link for a filtered listing, a shopper follows its short link in a
 * fresh browser and orders as a guest, staff deliver the order, and the report credits the campaign with
 * the click, the landing, the order and its revenue; a shopper on the plain campaign URL adds a landing, one
 * without a campaign adds nothing; the short link never leads off the shop. Both projects share one
 * emulator, so each makes its own campaign and buys its own product, which no other spec orders.
 */
const SETUP: Record<string, { listing: string; listingTitle: string; pick: GuestPick }> = {
  desktop: {
    listing: '/clothing/kaftans?color=navy',
    listingTitle: 'Kaftans',
    pick: { id: 207, color: 'Navy', size: 'S' },
  },
  mobile: {
    listing: '/clothing/long-dresses?color=navy',
    listingTitle: 'Long Dresses',
    pick: { id: 303, color: 'Navy', size: 'S' },
  },
}

test.describe.configure({ timeout: 240_000 })

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** The report's row for a campaign, its cells by column name. */
async function reportRow(page: Page, campaign: string): Promise<Record<string, string>> {
  await openPage(page, '/staff/campaigns')
  const table = page.getByRole('table')
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: campaign, exact: true }) })
  // The report streams in after the page's shell: its headers are read once its row is there.
  await expect(row).toHaveCount(1)
  const headers = await table.getByRole('columnheader').allTextContents()
  const cells = await row.locator('th, td').allTextContents()
  return Object.fromEntries(headers.map((header, index) => [header.trim(), (cells[index] ?? '').trim()]))
}

test('a campaign link is followed, ordered from, delivered and reported under its campaign and channel', async ({
  browser,
}, testInfo) => {
  const setup = SETUP[testInfo.project.name] ?? SETUP.desktop!
  const campaign = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`
  const staff = await signedInContext(browser, 'staff')
  const shopper = await freshPage(browser)
  const second = await freshPage(browser)
  const third = await freshPage(browser)
  try {
    // Staff make the link.
    await openPage(staff.page, '/staff/links')
    const form = staff.page.getByRole('form', { name: 'Make a campaign link' })
    await form.getByLabel('Page to share').fill(setup.listing)
    await form.getByLabel('Campaign name').fill(campaign)
    await form.getByLabel('Channel').selectOption('WhatsApp')
    await form.getByRole('button', { name: 'Make the link' }).click()
    await expect(
      staff.page.getByRole('heading', { level: 1, name: `Campaign link ${campaign}` }),
    ).toBeVisible(AFTER_STEP)
    const shortUrl = await staff.page.getByLabel('Short link').inputValue()
    const fullUrl = await staff.page.getByLabel('Full link').inputValue()
    expect(shortUrl).toMatch(/\/l\/[A-Za-z0-9]{7}$/)
    expect(fullUrl).toMatch(
      new RegExp(
        `${setup.listing.replace('?', '\\?')}&utm_source=whatsapp&utm_medium=messaging&utm_campaign=${campaign}$`,
      ),
    )
    const preview = staff.page.getByRole('figure', { name: 'Link preview' })
    await expect(preview).toContainText(setup.listingTitle)
    await expect(preview.getByRole('img')).toHaveJSProperty('complete', true)
    const qr = staff.page.getByRole('img', { name: `QR code of ${shortUrl}` })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expectNoAxeViolations(staff.page)
    const png = await staff.page.request.get(
      `${new URL(shortUrl).pathname.replace('/l/', '/staff/links/')}/qr?format=png`,
    )
    expect(png.headers()['content-type']).toBe('image/png')

    // The shopper follows the short link in a fresh browser and lands on the filtered listing.
    const shortPath = new URL(shortUrl).pathname
    const landed = shopper.page.waitForRequest((request) => request.url().endsWith('/api/campaigns/landing'))
    await shopper.page.goto(shortPath)
    await expect(shopper.page).toHaveURL(new URL(fullUrl).pathname + new URL(fullUrl).search)
    await landed
    const cookie = (await shopper.context.cookies()).find((entry) => entry.name === 'fatin_campaign')
    expect(cookie?.value).toContain(`c=${campaign}`)

    // She buys as a guest.
    await addToBag(shopper.page, setup.pick)
    const checkout = await openCheckout(shopper.page)
    await fillGuestDetails(checkout, {
      fullName: 'Amna Riaz',
      mobile: uniqueMobile(),
      email: uniqueEmail('campaign'),
    })
    await checkout.getByRole('button', { name: 'Place order' }).click()
    const number = await confirmedOrderNumber(shopper.page)
    const total = await storedTotal(orderIdOf(new URL(shopper.page.url()).pathname))

    // Staff see where it came from, then confirm, ship and deliver it.
    await openStaffOrder(staff.page, number)
    const source = staff.page.getByRole('region', { name: 'Where it came from' })
    await expect(source).toContainText(campaign)
    await expect(source).toContainText('WhatsApp')
    await expect(source).toContainText(setup.listing.split('?')[0]!)
    await staff.page.getByRole('button', { name: 'Confirm order' }).click()
    await expect(staffHistory(staff.page)).toContainText('Confirmed by phone', AFTER_STEP)
    await expectToast(staff.page, 'Order confirmed.')
    await staff.page.getByLabel('Courier').selectOption('TCS')
    await staff.page.getByLabel('Tracking number').fill('7794 1234 5678')
    await staff.page.getByRole('button', { name: 'Mark shipped' }).click()
    await expect(staffHistory(staff.page)).toContainText('Shipped with TCS', AFTER_STEP)
    await staff.page.getByRole('button', { name: 'Mark delivered' }).click()
    await expect(staff.page.getByRole('button', { name: 'Undo delivered' })).toBeVisible(AFTER_STEP)

    const expected = {
      Campaign: campaign,
      Channel: 'WhatsApp',
      Clicks: '1',
      Landings: '1',
      Placed: '1',
      Confirmed: '1',
      Delivered: '1',
      Returned: '0',
      Cancelled: '0',
      'Delivered revenue': dollars(total),
      'Average order': dollars(total),
      'Landing → delivered': '100.0%',
    }
    await expect(async () => expect(await reportRow(staff.page, campaign)).toEqual(expected)).toPass(PLACING)

    // A second shopper arrives by the plain campaign URL: one more landing, no click.
    const secondLanded = second.page.waitForRequest((request) =>
      request.url().endsWith('/api/campaigns/landing'),
    )
    await second.page.goto(new URL(fullUrl).pathname + new URL(fullUrl).search)
    await secondLanded
    // Another site posting the beacon for each of its own visitors counts nothing.
    const forged = await third.page.request.post('/api/campaigns/landing', {
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      data: { campaign, channel: 'whatsapp', landing: '/' },
    })
    expect(forged.status()).toBe(204)
    // A third comes with no campaign: nothing is sent, nothing is counted.
    const beacons: string[] = []
    third.page.on('request', (request) => {
      if (request.url().includes('/api/campaigns/')) beacons.push(request.url())
    })
    await third.page.goto(setup.listing)
    await waitForHydration(third.page)
    await expect(async () =>
      expect(await reportRow(staff.page, campaign)).toEqual({
        ...expected,
        Landings: '2',
        'Landing → delivered': '50.0%',
      }),
    ).toPass(PLACING)
    expect(beacons).toEqual([])
    expect((await third.context.cookies()).some((entry) => entry.name === 'fatin_campaign')).toBe(false)

    await expectNoAxeViolations(staff.page)

    // The CSV says the same.
    const csv = await staff.page.request.get('/staff/campaigns/csv')
    const line = (await csv.text()).split('\r\n').find((row) => row.startsWith(`${campaign},`))
    expect(line).toBe(
      `${campaign},whatsapp,1,2,1,1,1,0,0,${(total / 100).toFixed(2)},${(total / 100).toFixed(2)},0.5000`,
    )
  } finally {
    await resetStock([setup.pick.id])
    await Promise.all([
      staff.context.close(),
      shopper.context.close(),
      second.context.close(),
      third.context.close(),
    ])
  }
})

test('the short link never leads off the shop', async ({ browser, request }, testInfo) => {
  const staff = await signedInContext(browser, 'staff')
  try {
    // The builder refuses anything that is not a page of the shop.
    await openPage(staff.page, '/staff/links')
    const form = staff.page.getByRole('form', { name: 'Make a campaign link' })
    await form.getByLabel('Campaign name').fill(`e2e-refused-${testInfo.project.name}`)
    // Each refusal is waited for: the form refills itself from the answer, over anything typed meanwhile.
    const refusalFor = async (address: string) => {
      await form.getByLabel('Page to share').fill(address)
      const answered = staff.page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === '/staff/links',
      )
      await form.getByRole('button', { name: 'Make the link' }).click()
      await answered
      // The button is back (no longer "Making the link…") once React has applied the answer and refilled the form.
      await expect(form.getByRole('button', { name: 'Make the link' })).toBeEnabled()
      await expect(form.getByLabel('Page to share')).toHaveValue(address)
      return form.getByRole('alert')
    }
    for (const address of ['https://evil.example/sale', '//evil.example/sale', '/\\evil.example']) {
      await expect(await refusalFor(address)).toHaveText(
        'That address is not on this shop. A campaign link can only lead to a page of the shop.',
      )
    }
    await expect(await refusalFor('/cart')).toContainText('That page cannot be shared')
  } finally {
    await staff.context.close()
  }

  // A stored link whose target was damaged to point elsewhere leads nowhere, and so does an unknown code.
  const code = testInfo.project.name === 'mobile' ? 'EviLMxb' : 'EviLDxk'
  await db()
    .collection('shortLinks')
    .doc(code)
    .set({ target: '//evil.example/sale', campaign: 'e2e-evil', channel: 'whatsapp', content: null })
  for (const path of [`/l/${code}`, '/l/AAAAAAA', '/l/%2F%2Fevil.example', '/l/..%2F..%2Fevil']) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(404)
    expect(answer.headers().location, path).toBeUndefined()
  }
})
