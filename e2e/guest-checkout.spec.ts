import { expect, type Locator, test } from '@playwright/test'
import {
  createAccount,
  expectToast,
  openPage,
  PASSWORD,
  signInWithApi,
  signUpForm,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'
import {
  applyPromo,
  confirmationHeading,
  confirmedOrderNumber,
  figure,
  openCheckout,
  orderHistory,
  orderSummary,
  PLACING,
} from './helpers/checkout'
import { expectNoAxeViolations, settle } from './helpers/axe'
import {
  addToBag,
  fillGuestDetails,
  freshPage,
  type GuestPick,
  productById,
  uniqueMobile,
} from './helpers/guest'
import { placeOrderAnswer } from './helpers/server-action'
import { resetStock } from './helpers/shop-data'
import { MOBILE_ERROR } from '@/lib/checkout/pakistani-mobile'
import { ORDER_NUMBER_ERROR } from '@/lib/orders/lookup/order-lookup-messages'

/**
 * A first-time shopper on a phone buys without an account: a bag, the guest checkout with FATIN15, the order
 * page, the order found again in another browser with its number and mobile, FATIN15 refused to a "new"
 * guest with the same mobile, and an account created from the confirmation with the details filled in, whose
 * history has the order. Each project buys its own products, which no other spec orders.
 */
const PICKS: Record<string, { first: GuestPick; second: GuestPick }> = {
  desktop: { first: { id: 101, color: 'Beige', size: 'M' }, second: { id: 904, color: 'Grey' } },
  mobile: { first: { id: 104, color: 'Emerald', size: 'S' }, second: { id: 906, color: 'Beige' } },
}
const product = productById
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

/**
 * Fills and sends the lookup form, then waits for its answer to be shown: the form refills its fields from
 * each answer, so a next try typed before then would be overwritten.
 */
async function findOrder(find: Locator, number: string, mobile: string) {
  await find.getByLabel('Order number').fill(number)
  await find.getByLabel('Mobile number').fill(mobile)
  const answered = find
    .page()
    .waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/orders/lookup'),
    )
  await find.getByRole('button', { name: 'Find my order' }).click()
  // A match redirects to the order page; anything else is shown in the form once the button is back.
  if (!(await answered).headers()['x-action-redirect']) {
    await expect(find.getByRole('button', { name: 'Find my order' })).toBeEnabled()
  }
}

test('a guest orders with FATIN15, finds the order again elsewhere, and signs up to keep it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow() // two guests, a lookup and a sign-up
  const picks = PICKS[testInfo.project.name] ?? PICKS.desktop!
  const guest = { fullName: 'Sana Malik', mobile: uniqueMobile(), email: uniqueEmail('guest') }
  const subtotal = product(picks.first.id).price
  const discount = Math.round((subtotal * 15) / 100)
  const total = subtotal - discount // over $50 after the discount: delivery is free
  const other = await freshPage(browser)
  try {
    await addToBag(page, picks.first)
    const form = await openCheckout(page)
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin?next=%2Fcheckout',
    )
    await fillGuestDetails(form, guest)
    await applyPromo(form, 'FATIN15')
    await expect(figure(orderSummary(page), 'Discount (FATIN15)')).toHaveText(`−${dollars(discount)}`)
    await form.getByRole('button', { name: 'Place order' }).click()

    await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
    const number = await confirmedOrderNumber(page)
    const orderPath = new URL(page.url()).pathname
    await expect(page.getByRole('region', { name: 'Keep track of this order' })).toContainText(number)
    await settle(page)
    await expectNoAxeViolations(page)
    await expect(
      figure(page.getByRole('region', { name: 'Payment summary' }), 'Total to pay on delivery'),
    ).toHaveText(dollars(total))

    // Another browser has no proof: the order's address alone shows nothing.
    await other.page.goto(orderPath)
    await expect(other.page).toHaveURL(/\/signin\?next=/)
    await expect(confirmationHeading(other.page)).toHaveCount(0)
    await expect(other.page.getByText(number)).toHaveCount(0)

    // The sign-in page shows her the way without an account: finding the order with the number and the
    // mobile; a wrong mobile and a wrong number read the same.
    await other.page.getByRole('link', { name: 'Find your order with its number and your mobile' }).click()
    await expect(other.page).toHaveURL(/\/orders\/lookup$/)
    const lookup = await other.page.goto('/orders/lookup')
    expect(lookup?.headers()['cache-control']).toMatch(/no-store/)
    await waitForHydration(other.page, 'form[aria-label="Find your order"]')
    const find = other.page.getByRole('form', { name: 'Find your order' })
    const notFound = /We could not find an order with that order number and mobile number/
    await findOrder(find, number, '0345 0000000')
    await expect(find.getByRole('alert')).toHaveText(notFound)
    await settle(other.page)
    await expectNoAxeViolations(other.page)
    await findOrder(find, 'FT-00000000', guest.mobile)
    await expect(find.getByRole('alert')).toHaveText(notFound)
    await findOrder(find, number.toLowerCase(), guest.mobile)
    await expect(other.page).toHaveURL(new RegExp(`${orderPath}$`), PLACING)
    expect(await confirmedOrderNumber(other.page)).toBe(number)

    // A "new" guest in that browser, same mobile, another e-mail: FATIN15 was this mobile's first order. The
    // preview tells nobody whether a mobile has ordered (it answers as for anyone); placing the order decides.
    await addToBag(other.page, picks.second)
    const again = await openCheckout(other.page)
    await fillGuestDetails(again, { ...guest, fullName: 'Sana M.', email: uniqueEmail('guest-again') })
    await applyPromo(again, 'FATIN15')
    await expect(again.getByText('FATIN15 is only valid on your first order.')).toHaveCount(0)
    await again.getByRole('button', { name: 'Place order' }).click()
    await expect(
      other.page.getByRole('alert').filter({ hasText: 'FATIN15 is only valid on your first order.' }),
    ).toBeVisible(PLACING)
    await expect(other.page).toHaveURL(/\/checkout$/)

    // The first guest creates an account from the confirmation, with the details already there.
    await page.getByRole('link', { name: 'Create an account' }).click()
    await expect(page).toHaveURL(/\/signup\?order=/)
    const signUp = signUpForm(page)
    await expect(signUp.getByLabel('Full name')).toHaveValue(guest.fullName)
    await expect(signUp.getByLabel('Email', { exact: true })).toHaveValue(guest.email)
    await expect(signUp.getByLabel('Phone (optional)')).toHaveValue(guest.mobile)
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await signUp.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
    await signUp.getByRole('checkbox', { name: /I agree to the/ }).check()
    await signUp.getByRole('button', { name: 'Create Account' }).click()
    await expectToast(page, `Account created! Welcome, ${guest.fullName}`)
    await expect(page).toHaveURL(/\/account$/, PLACING)
    await expect(orderHistory(page).getByRole('link', { name: `Order ${number}` })).toBeVisible()
  } finally {
    await resetStock([picks.first.id, picks.second.id])
    await other.context.close()
  }
})

test('a stranger who looks an order up and makes an account with its e-mail never gets the order', async ({
  page,
  browser,
}, testInfo) => {
  const picks = PICKS[testInfo.project.name] ?? PICKS.desktop!
  const guest = { fullName: 'Rabia Noor', mobile: uniqueMobile(), email: uniqueEmail('kept') }
  const stranger = await freshPage(browser)
  try {
    await addToBag(page, picks.second)
    const form = await openCheckout(page)
    await fillGuestDetails(form, guest)
    await form.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
    const number = await confirmedOrderNumber(page)
    const orderPath = new URL(page.url()).pathname

    // The number and the mobile are on the parcel's slip: the stranger finds the order with them...
    await stranger.page.goto('/orders/lookup')
    await waitForHydration(stranger.page, 'form[aria-label="Find your order"]')
    await findOrder(stranger.page.getByRole('form', { name: 'Find your order' }), number, guest.mobile)
    await expect(stranger.page).toHaveURL(new RegExp(`${orderPath}$`), PLACING)
    // ...then signs up with her address, which she was tricked into verifying, and signs in from there.
    await createAccount(guest.email, 'Not Rabia')
    await signInWithApi(stranger.page, guest.email)
    const account = await stranger.page.request.get('/api/account')
    expect(account.status()).toBe(200)
    expect(await account.text()).not.toContain(number)

    // The order stays hers: her browser still opens it.
    await page.goto(orderPath)
    expect(await confirmedOrderNumber(page)).toBe(number)
  } finally {
    await resetStock([picks.second.id])
    await stranger.context.close()
  }
})

test('the lookup page is linked from the footer and never indexed', { tag: '@once' }, async ({ page }) => {
  await openPage(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Your Order' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find your order' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test(
  'the lookup form checks its fields in the shop’s words, by the fields, before anything is sent',
  { tag: '@once' },
  async ({ page }) => {
    await page.goto('/orders/lookup')
    await waitForHydration(page, 'form[aria-label="Find your order"]')
    const find = page.getByRole('form', { name: 'Find your order' })
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url())
    })

    // Empty: no browser bubble, but the shop's messages by the fields, focus on the first, and a toast.
    await find.getByRole('button', { name: 'Find my order' }).click()
    await expect(find.getByLabel('Order number')).toBeFocused()
    await expect(find.getByLabel('Order number')).toHaveAttribute('aria-invalid', 'true')
    await expect(find.getByText(ORDER_NUMBER_ERROR)).toBeVisible()
    await expect(find.getByText('Please enter a mobile number.')).toBeVisible()
    await expectToast(page, ORDER_NUMBER_ERROR)

    // Malformed: the same schema as the server's.
    await find.getByLabel('Order number').fill('FT-12')
    await find.getByLabel('Mobile number').fill('12345')
    await find.getByRole('button', { name: 'Find my order' }).click()
    await expect(find.getByText(ORDER_NUMBER_ERROR)).toBeVisible()
    await expect(find.getByText(MOBILE_ERROR)).toBeVisible()
    await expect(find.getByLabel('Order number')).toHaveValue('FT-12')
    expect(sent).toEqual([])
  },
)

test('a name with a hidden direction override is refused by the field, in the browser and on the server, and orders nothing', async ({
  page,
}, testInfo) => {
  const picks = PICKS[testInfo.project.name] ?? PICKS.desktop!
  const plainOnly = 'Please use letters, numbers and ordinary punctuation only.'
  const forged = 'Ali\u202Eevil'
  await addToBag(page, picks.second)
  const form = await openCheckout(page)
  const actions: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) actions.push(request.url())
  })

  // The form's own check, with the server's schema: the words by the field, nothing sent.
  await fillGuestDetails(form, { fullName: forged, mobile: uniqueMobile(), email: uniqueEmail('hidden') })
  await form.getByRole('button', { name: 'Place order' }).click()
  const fullName = form.getByLabel('Full name')
  await expect(fullName).toHaveAttribute('aria-invalid', 'true')
  await expect(fullName).toHaveAccessibleDescription(plainOnly)
  await expect(fullName).toBeFocused()
  expect(actions).toEqual([])

  // A browser that skips that check: the name is swapped in the request itself, and the server refuses it.
  // The answer is read here as it passes: Chromium keeps no body for a routed request's response.
  const answers: string[] = []
  await page.route('**/checkout', async (route) => {
    const request = route.request()
    if (request.method() !== 'POST' || !request.headers()['next-action']) return route.continue()
    const sent = await new Response(new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0)), {
      headers: { 'content-type': request.headers()['content-type'] ?? '' },
    }).formData()
    const swapped = new FormData()
    for (const [key, value] of sent.entries()) swapped.append(key, /_fullName$/.test(key) ? forged : value)
    const encoded = new Request('http://localhost/', { method: 'POST', body: swapped })
    const response = await route.fetch({
      headers: { ...request.headers(), 'content-type': encoded.headers.get('content-type') ?? '' },
      postData: Buffer.from(await encoded.arrayBuffer()),
    })
    answers.push(await response.text())
    await route.fulfill({ response })
  })
  await fullName.fill('Ali Khan')
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect.poll(() => answers.length).toBe(1)
  expect(placeOrderAnswer(answers[0]!)).toEqual({ ok: false, code: 'invalid-input', available: null })
  await expect(fullName).toHaveAccessibleDescription(plainOnly)
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(confirmationHeading(page)).toHaveCount(0)
})

test('a delivery address carrying a web address is refused by the field, in words, and orders nothing', async ({
  page,
}, testInfo) => {
  const picks = PICKS[testInfo.project.name] ?? PICKS.desktop!
  await addToBag(page, picks.second)
  const form = await openCheckout(page)
  await fillGuestDetails(form, { fullName: 'Sana Iqbal', mobile: uniqueMobile(), email: uniqueEmail('link') })
  // The receipt repeats the address to an inbox nobody proved is hers: no stranger's link rides along.
  const address = form.getByLabel('Address', { exact: true })
  await address.fill('Prize! Claim yours at https://prize.example/claim')
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(address).toHaveAccessibleDescription('Please leave out web and e-mail addresses.')
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(confirmationHeading(page)).toHaveCount(0)
})
