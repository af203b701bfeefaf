import { expect, type Locator, type Page, test } from '@playwright/test'
import { products } from '../data/products'
import {
  applyPromo,
  confirmedOrderNumber,
  figure,
  fillDeliveryAddress,
  openCheckout,
  orderHistory,
  orderSummary,
  PLACING,
  signUpWithForm,
} from './helpers/checkout'

/**
 * The whole purchase as a shopper does it: fill the bag as a guest (cookies), sign up, find the same bag in
 * the new account (merged on sign-in), and pay on delivery with FATIN15. Each project buys its own products,
 * which no other spec orders, so the stock checks here cannot race another test. Once, on desktop: what it
 * adds (the bag merged into the new account) is the server's; the phone walks the same screens, product page
 * to bag to checkout to sign-up, in guest-checkout.spec.ts and urdu-journey.spec.ts.
 */
const product = (id: number) => products.find((candidate) => candidate.id === id)!

type Pick = { id: number; color: string; size?: string; quantity: number }
const PICKS: Record<string, [Pick, Pick]> = {
  desktop: [
    { id: 7, color: 'Navy', size: 'M', quantity: 2 },
    { id: 106, color: 'Grey', size: 'S', quantity: 1 },
  ],
  mobile: [
    { id: 305, color: 'Beige', size: 'L', quantity: 2 },
    { id: 1003, color: 'White', quantity: 1 },
  ],
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
const cartBadge = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })

async function hydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true)
}

async function addFromProductPage(page: Page, pick: Pick) {
  const { name } = product(pick.id)
  await page.goto(`/product/${pick.id}`)
  const form = page.getByRole('form', { name: `Buy ${name}` })
  await expect(form.getByText(/^(In stock|Only \d+ Left!|Only \d+ left in .+)$/)).toBeVisible()
  await hydrated(form.getByRole('button', { name: 'Add to Bag' }))
  await form.getByRole('radio', { name: pick.color }).check()
  if (pick.size) await form.getByRole('radio', { name: pick.size, exact: true }).check()
  for (let quantity = 1; quantity < pick.quantity; quantity++) {
    await form.getByRole('button', { name: 'Increase quantity' }).click()
  }
  await form.getByRole('button', { name: 'Add to Bag' }).click()
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(`${name} added to your bag.`),
  ).toBeVisible()
}

test('a guest fills the bag, signs up, finds it merged and orders with FATIN15 by cash on delivery @once', async ({
  page,
}, testInfo) => {
  test.slow() // a sign-up, two product pages, the bag, checkout and the account
  const picks = PICKS[testInfo.project.name] ?? PICKS.desktop!
  const items = picks.reduce((sum, pick) => sum + pick.quantity, 0)
  const subtotal = picks.reduce((sum, pick) => sum + product(pick.id).price * pick.quantity, 0)
  const discount = Math.round((subtotal * 15) / 100)
  const total = subtotal - discount // well over $50 after the discount: delivery is free

  for (const pick of picks) await addFromProductPage(page, pick)
  await expect(cartBadge(page, items)).toBeVisible()

  await signUpWithForm(page, 'Maryam Aziz', `merge-${testInfo.project.name}`)

  // The guest bag is now the account's: same lines, same options, same quantities.
  await page.goto('/cart')
  await expect(cartBadge(page, items)).toBeVisible()
  for (const pick of picks) {
    const { name } = product(pick.id)
    const line = page.getByRole('article', { name })
    await expect(line.getByText(`Colour: ${pick.color}`)).toBeVisible()
    if (pick.size) await expect(line.getByText(`Size: ${pick.size}`)).toBeVisible()
    await expect(line.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(
      String(pick.quantity),
    )
  }

  const form = await openCheckout(page)
  await applyPromo(form, 'FATIN15')
  const summary = orderSummary(page)
  await expect(figure(summary, 'Subtotal')).toHaveText(dollars(subtotal))
  await expect(figure(summary, 'Discount (FATIN15)')).toHaveText(`−${dollars(discount)}`)
  await expect(figure(summary, 'Total')).toHaveText(dollars(total))
  await fillDeliveryAddress(form)
  await form.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  const number = await confirmedOrderNumber(page)
  const paid = page.getByRole('region', { name: 'Payment summary' })
  await expect(figure(paid, 'Total to pay on delivery')).toHaveText(dollars(total))
  await expect(paid.getByText('Cash on delivery')).toBeVisible()

  // The bag is empty now, and the order is in the account.
  await page.goto('/account')
  await expect(orderHistory(page).getByRole('link', { name: `Order ${number}` })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
})
