import { expect, type Locator, type Page } from '@playwright/test'
import { expectToast, fillSignUp, openPage, signUpWithApi, uniqueEmail, waitForHydration } from './auth'

/**
 * A new shopper, signed up and signed in for the page's context without the forms (the session route writes
 * the profile, as after the sign-up form); returns their email. The forms have tests of their own.
 */
export async function signUpShopper(page: Page, fullName: string, tag: string): Promise<string> {
  return signUpWithApi(page, fullName, tag)
}

/** Signs a new shopper up through the /signup form, for journeys that include it; returns their email. */
export async function signUpWithForm(page: Page, fullName: string, tag: string): Promise<string> {
  const email = uniqueEmail(tag)
  await openPage(page, '/signup')
  await fillSignUp(page, { fullName, email })
  await expectToast(page, `Account created! Welcome, ${fullName}`)
  await expect(page).not.toHaveURL(/\/signup/)
  return email
}

export const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Checkout' })
export const orderSummary = (page: Page) => page.getByRole('region', { name: 'Order summary' })

/** Opens /checkout and waits until the streamed form answers (React has hydrated it). */
export async function openCheckout(page: Page): Promise<Locator> {
  await page.goto('/checkout')
  await waitForHydration(page, 'form[aria-label="Checkout"]')
  return checkoutForm(page)
}

export const ADDRESS = {
  mobile: '0300 1234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54660',
}

/** Fills the Urdu checkout's delivery address (an account's form has no e-mail field; a guest adds hers). */
export async function fillUrduAddress(form: Locator, fullName: string, mobile = uniqueMobile()) {
  await form.getByLabel('پورا نام').fill(fullName)
  await form.getByLabel('موبائل نمبر').fill(mobile)
  await form.getByLabel('پتا', { exact: true }).fill(ADDRESS.address)
  await form.getByLabel('شہر').fill(ADDRESS.city)
  await form.getByLabel('صوبہ').selectOption(ADDRESS.province)
}

/** A mobile number no other test uses: caps and first-order claims count per mobile, across accounts. */
export const uniqueMobile = () => `0345 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`

export async function fillDeliveryAddress(form: Locator, fullName?: string, mobile = uniqueMobile()) {
  if (fullName) await form.getByLabel('Full name').fill(fullName)
  await form.getByLabel('Mobile number').fill(mobile)
  await form.getByLabel('Address', { exact: true }).fill(ADDRESS.address)
  await form.getByLabel('City').fill(ADDRESS.city)
  await form.getByLabel('Province').selectOption(ADDRESS.province)
  await form.getByLabel('Postal code (optional)').fill(ADDRESS.postalCode)
}

export async function applyPromo(form: Locator, code: string) {
  await form.getByLabel('Promo code').fill(code)
  await form.getByRole('button', { name: 'Apply' }).click()
}

/**
 * The figure next to a term in a pricing breakdown: a string matches the whole term ('Total'), a pattern
 * matches part of it (/^Subtotal/ for 'Subtotal (3 items)').
 */
export function figure(scope: Locator, term: string | RegExp): Locator {
  const match =
    typeof term === 'string' ? new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : term
  return scope.getByRole('term').filter({ hasText: match }).locator('xpath=following-sibling::dd')
}

export const confirmationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' })

/** Placing an order runs a Firestore transaction, then the confirmation page streams in. */
export const PLACING = { timeout: 20_000 }

/** Waits for the confirmation page after placing an order; returns the order number it shows. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(confirmationHeading(page)).toBeVisible(PLACING)
  const number = page
    .getByRole('term')
    .filter({ hasText: 'Order number' })
    .locator('xpath=following-sibling::dd')
  await expect(number).toHaveText(/^FT-[0-9A-F]{8}$/)
  return (await number.textContent()) ?? ''
}

export const orderHistory = (page: Page) => page.getByRole('region', { name: 'My orders' })
