import { expect, test as base, type Locator, type Page } from '@playwright/test'
import { categories } from '../data/categories'
import { products } from '../data/products'
import {
  accountMenuButton,
  createAccount,
  expectToast,
  signInWithApi,
  sessionCookie,
  uniqueEmail,
} from './helpers/auth'
import { type OutageShop, startOutageShop } from './helpers/outage-shop'

/**
 * A Firestore outage mid-session loses nothing and says so: the catalogue keeps working, the bag shows a retry
 * message under its heading, adding to the bag fails with a clear toast and changes nothing, nobody is signed
 * out, and when Firestore is back the bag is as it was. Runs against a shop of its own (e2e/helpers/
 * outage-shop.ts), so stopping its Firestore disturbs no other spec.
 */
const test = base.extend<object, { outageShop: OutageShop }>({
  outageShop: [
    async ({}, provide) => {
      const shop = await startOutageShop()
      await provide(shop)
      await shop.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ outageShop }, provide) => {
    await provide(outageShop.baseURL)
  },
})

test.describe.configure({ timeout: 180_000 })

const product = (id: number) => products.find((candidate) => candidate.id === id)!
const abayas = categories.find((category) => category.slug === 'abayas')!
const KEPT = product(5)
const REFUSED = product(6)

const RETRY_MESSAGE = "We couldn't reach our store just now. Your bag is safe — please try again in a moment."
const ACTION_MESSAGE =
  "We couldn't reach our store just now, so nothing was changed. Please try again in a moment."

const buyForm = (page: Page, name: string) => page.getByRole('form', { name: `Buy ${name}` })
const bagLine = (page: Page, name: string) => page.getByRole('article', { name })
const retryAlert = (page: Page) => page.getByRole('alert').filter({ hasText: RETRY_MESSAGE })

async function hydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true)
}

async function addToBag(page: Page, name: string, id: number, color: string, size: string) {
  await page.goto(`/product/${id}`)
  const form = buyForm(page, name)
  const add = form.getByRole('button', { name: 'Add to Bag' })
  await hydrated(add)
  await form.getByRole('radio', { name: color }).check()
  await form.getByRole('radio', { name: size, exact: true }).check()
  await add.click()
}

async function expectStillSignedIn(page: Page, name: string) {
  expect((await sessionCookie(page))?.value).toBeTruthy()
  await expect(accountMenuButton(page)).toHaveAccessibleName(new RegExp(name), { timeout: 20_000 })
}

test('a Firestore outage mid-session keeps the catalogue up, the bag intact and the shopper signed in', async ({
  page,
  outageShop,
}) => {
  const name = 'Maryam Siddiqui'
  const email = uniqueEmail('outage')
  await createAccount(email, name)
  // Without the form (auth.spec.ts tests it), at this test's own shop.
  await signInWithApi(page, email, { baseURL: outageShop.baseURL })

  await addToBag(page, KEPT.name, KEPT.id, 'Grey', 'S')
  await expectToast(page, `${KEPT.name} added to your bag.`)
  await page.goto('/cart')
  await expect(bagLine(page, KEPT.name)).toBeVisible()

  outageShop.stopFirestore()

  // The catalogue is static: it does not need Firestore at all.
  for (const [path, heading] of [
    ['/', 'Fatin: modest fashion, hijabs and halal beauty'],
    [`/${abayas.group}/${abayas.slug}`, abayas.heroTitle],
    [`/product/${REFUSED.id}`, REFUSED.name],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  await expectStillSignedIn(page, name)

  // Adding to the bag fails with a clear message, and changes nothing.
  await addToBag(page, REFUSED.name, REFUSED.id, 'Emerald', 'M')
  await expectToast(page, ACTION_MESSAGE)

  // An order page that cannot be read says so under its own heading, in the page's language (she switches
  // to Urdu the way the header's switch does, and back).
  await page.goto('/api/language?to=ur&path=/orders/any-order')
  await expect(page).toHaveURL(/\/ur\/orders\/any-order$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('آپ کا آرڈر')
  await expect(page.getByRole('alert').getByRole('button', { name: 'دوبارہ کوشش کریں' })).toBeVisible({
    timeout: 20_000,
  })
  await page.goto('/api/language?to=en&path=/cart')

  // The bag page keeps its heading and asks to try again: no error page, no sign-out.
  const response = await page.goto('/cart')
  expect(response?.status()).toBeLessThan(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Cart')
  await expect(retryAlert(page)).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Something went wrong')).toHaveCount(0)
  await expectStillSignedIn(page, name)

  outageShop.startFirestore()

  // "Try again" brings the bag back as it was, once the shop has reconnected.
  await expect(async () => {
    if (await retryAlert(page).isVisible()) await page.getByRole('button', { name: 'Try again' }).click()
    await expect(bagLine(page, KEPT.name)).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 45_000 })
  await expect(bagLine(page, KEPT.name).getByText('Colour: Grey')).toBeVisible()
  await expect(
    bagLine(page, KEPT.name).getByRole('spinbutton', { name: `Quantity of ${KEPT.name}` }),
  ).toHaveValue('1')
  await expect(bagLine(page, REFUSED.name)).toHaveCount(0)
  await expect(retryAlert(page)).toHaveCount(0)
  await expectStillSignedIn(page, name)

  // And it survives a fresh load.
  await page.reload()
  await expect(bagLine(page, KEPT.name)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(1)
})
