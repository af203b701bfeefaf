import { expect, type Browser, type Page } from '@playwright/test'
import { SEEDED_STAFF } from '../../scripts/lib/seed-emulators.mjs'
import { createAccount, openPage, PASSWORD, signInWithApi, uniqueEmail } from './auth'
import { confirmedOrderNumber, fillDeliveryAddress, openCheckout } from './checkout'
import { type BagLine, fillBag } from './shop-data'

/** A browser context signed in as someone: the seeded staff account, or a new shopper. */
export async function signedInContext(browser: Browser, who: 'staff' | { name: string; tag: string }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  let email = SEEDED_STAFF.email
  let password = SEEDED_STAFF.password
  if (who !== 'staff') {
    email = uniqueEmail(who.tag)
    password = PASSWORD
    await createAccount(email, who.name)
  }
  // Without the form (auth.spec.ts tests it): the page starts blank, signed in.
  await signInWithApi(page, email, { password })
  return { context, page, email }
}

/** Places an order of `lines` through the checkout; returns its number (FT-…) and its page's path. */
export async function placeOrderFor(page: Page, email: string, lines: readonly BagLine[], mobile?: string) {
  await fillBag(email, lines)
  const form = await openCheckout(page)
  await fillDeliveryAddress(form, undefined, mobile)
  await form.getByRole('button', { name: 'Place order' }).click()
  const number = await confirmedOrderNumber(page)
  return { number, path: new URL(page.url()).pathname }
}

/** Finds an order in the back office by its number and opens it. */
export async function openStaffOrder(page: Page, number: string) {
  await openPage(page, '/staff')
  await page.getByLabel('Order number, mobile, e-mail, name or city').fill(number)
  await page.getByRole('button', { name: 'Show orders' }).click()
  const matches = page.getByRole('list', { name: 'Matching orders' })
  await matches.getByRole('link', { name: `Order ${number}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible()
  await openPage(page, new URL(page.url()).pathname)
}

/** A changed order re-renders through a server action and a refresh: allow a loaded machine its time. */
export const AFTER_STEP = { timeout: 20_000 }

export const staffHistory = (page: Page) => page.getByRole('list', { name: 'Order history' })
export const shopperHistory = (page: Page) => page.getByRole('list', { name: 'Status history' })
