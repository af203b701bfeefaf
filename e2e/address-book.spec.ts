import { expect, test } from '@playwright/test'
import { expectToast, openPage, uniqueEmail } from './helpers/auth'
import { ADDRESS, confirmedOrderNumber, openCheckout, PLACING, uniqueMobile } from './helpers/checkout'
import { addToBag, type GuestPick } from './helpers/guest'
import { type BagLine, fillBag, setStock } from './helpers/shop-data'
import { placeOrderFor, signedInContext } from './helpers/staff'

/**
 * A returning shopper does not type everything again: an account's order addresses are saved and fill the
 * next checkout, and the account page edits one, makes it the default or forgets it; a guest may ask her phone to
 * remember her details. A mobile typed in Urdu digits is accepted.
 */
const LINES: Record<string, BagLine> = {
  desktop: { productId: 1204, color: 'Gold', size: null, quantity: 1 },
  mobile: { productId: 1206, color: 'Burgundy', size: null, quantity: 1 },
}
const GUEST_PICKS: Record<string, GuestPick> = {
  desktop: { id: 1101, color: 'Black', size: 'M' },
  mobile: { id: 1102, color: 'Grey', size: 'L' },
}

/** The Urdu keyboard's digits for a Latin number. */
const urduDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)))

test("an account's second checkout is filled from her last address, which the account page can edit or forget", async ({
  browser,
}, testInfo) => {
  const line = LINES[testInfo.project.name]
  if (!line) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(line.productId, 20, line)
  const shopper = await signedInContext(browser, { name: 'Nadia Farooq', tag: 'address-book' })
  try {
    const mobile = uniqueMobile()
    await placeOrderFor(shopper.page, shopper.email, [line], mobile)

    await fillBag(shopper.email, [line])
    const form = await openCheckout(shopper.page)
    await expect(form.getByLabel('Mobile number')).toHaveValue(mobile)
    await expect(form.getByLabel('Address', { exact: true })).toHaveValue(ADDRESS.address)
    await expect(form.getByLabel('City')).toHaveValue(ADDRESS.city)
    await expect(form.getByLabel('Province')).toHaveValue(ADDRESS.province)
    await expect(form.getByLabel('Postal code (optional)')).toHaveValue(ADDRESS.postalCode)

    await openPage(shopper.page, '/account')
    const saved = shopper.page.getByRole('region', { name: 'Saved addresses' })
    await expect(saved).toContainText(ADDRESS.address)
    // Her only address is the one the checkout fills in: said so, with nothing to make default.
    await expect(saved).toContainText('Default at checkout')
    await expect(saved.getByRole('button', { name: 'Make default' })).toHaveCount(0)

    // She edits it: a wrong field is named and nothing is saved, then the corrected address replaces it.
    await saved.getByRole('button', { name: /^Edit/ }).click()
    const edit = saved.getByRole('form', { name: 'Edit this address' })
    await edit.getByLabel('City').fill('')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await expect(edit.getByText('Please enter your city.')).toBeVisible()
    await edit.getByLabel('Address', { exact: true }).fill('House 7, Canal View')
    await edit.getByLabel('City').fill('Multan')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await expect(edit).toHaveCount(0)
    await expect(saved).toContainText('House 7, Canal View, Multan')
    await expect(saved).not.toContainText(ADDRESS.address)
    await expect(saved).toContainText('Default at checkout')
    const edited = await openCheckout(shopper.page)
    await expect(edited.getByLabel('Address', { exact: true })).toHaveValue('House 7, Canal View')
    await expect(edited.getByLabel('City')).toHaveValue('Multan')

    await openPage(shopper.page, '/account')
    // Delete asks first; keeping it changes nothing, and yes deletes it and says so.
    await saved.getByRole('button', { name: /^Delete/ }).click()
    await saved.getByRole('button', { name: 'Keep it' }).click()
    await expect(saved).toContainText('House 7, Canal View, Multan')
    await saved.getByRole('button', { name: /^Delete/ }).click()
    await saved.getByRole('button', { name: 'Yes, delete' }).click()
    await expectToast(shopper.page, 'Address deleted')
    await expect(saved).toContainText('Your addresses are saved here when you order')
    await expect(shopper.page.getByRole('heading', { name: 'Saved addresses' })).toBeFocused()

    const empty = await openCheckout(shopper.page)
    await expect(empty.getByLabel('Address', { exact: true })).toHaveValue('')
  } finally {
    await shopper.context.close()
  }
})

test('a guest asks her phone to remember her details, typed with Urdu digits, and finds them next time', async ({
  page,
}, testInfo) => {
  const pick = GUEST_PICKS[testInfo.project.name]
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(pick.id, 20, pick)
  const email = uniqueEmail('remember')
  const mobile = uniqueMobile()

  await addToBag(page, pick)
  const form = await openCheckout(page)
  await form.getByLabel('Full name').fill('Saima Riaz')
  // Typed on an Urdu keyboard: read as the same number.
  await form.getByLabel('Mobile number').fill(urduDigits(mobile))
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Address', { exact: true }).fill(ADDRESS.address)
  await form.getByLabel('City').fill(ADDRESS.city)
  await form.getByLabel('Province').selectOption(ADDRESS.province)
  await form.getByLabel('Remember my details on this phone for next time').check()
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  await confirmedOrderNumber(page)
  await expect(page.getByText(mobile).first()).toBeVisible()

  await addToBag(page, pick)
  const again = await openCheckout(page)
  await expect(again.getByLabel('Full name')).toHaveValue('Saima Riaz')
  await expect(again.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(again.getByLabel('Address', { exact: true })).toHaveValue(ADDRESS.address)
  await expect(again.getByLabel('Remember my details on this phone for next time')).toBeChecked()
})
