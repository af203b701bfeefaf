import { type Browser, expect, type Locator, type Page } from '@playwright/test'
import { products } from '../../data/products'
import { expectToast, waitForHydration } from './auth'
import { ADDRESS } from './checkout'

/** A product the guest buys: its id and the options to pick on its page. */
export type GuestPick = { id: number; color: string; size?: string }

export const productById = (id: number) => {
  const found = products.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`No product ${id}`)
  return found
}

export { uniqueMobile } from './checkout'

/** Adds one product to the bag from its page, as a shopper does. */
export async function addToBag(page: Page, pick: GuestPick) {
  const { name } = productById(pick.id)
  await page.goto(`/product/${pick.id}`)
  const form = page.getByRole('form', { name: `Buy ${name}` })
  await expect(form.getByText(/^(In stock|Only \d+ Left!|Only \d+ left in .+)$/)).toBeVisible()
  await waitForHydration(page, `form[aria-label="Buy ${name}"]`)
  await form.getByRole('radio', { name: pick.color }).check()
  if (pick.size) await form.getByRole('radio', { name: pick.size, exact: true }).check()
  await form.getByRole('button', { name: 'Add to Bag' }).click()
  await expectToast(page, `${name} added to your bag.`)
}

/** Fills the guest checkout's details (everything but the promo code). */
export async function fillGuestDetails(
  form: Locator,
  details: { fullName: string; mobile: string; email: string },
) {
  await form.getByLabel('Full name').fill(details.fullName)
  await form.getByLabel('Mobile number').fill(details.mobile)
  await form.getByLabel('Email', { exact: true }).fill(details.email)
  await form.getByLabel('Address', { exact: true }).fill(ADDRESS.address)
  await form.getByLabel('City').fill(ADDRESS.city)
  await form.getByLabel('Province').selectOption(ADDRESS.province)
}

/** Another browser: the project's device (Playwright applies the config's options), none of the cookies. */
export async function freshPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}
