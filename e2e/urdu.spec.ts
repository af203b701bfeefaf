import { expect, type Page, test } from '@playwright/test'
import { categoryTextsUr } from '../data/ur/categories'
import { slideTextsUr } from '../data/ur/home'
import { fillSignIn, fillSignUp, uniqueEmail, waitForHydration } from './helpers/auth'
import { expectNoAxeViolations, settle } from './helpers/axe'
import { PLACING } from './helpers/checkout'

/**
 * The Urdu shop at /ur: right to left for real, its own words, a language switch that keeps the shopper on
 * the same page and is remembered, and search engines told about both languages.
 */
const abayas = categoryTextsUr.abayas

async function box(page: Page, locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

test('the Urdu home page is right to left: the header starts on the right, "next" is on the left', async ({
  page,
  isMobile,
}) => {
  await page.goto('/ur')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fatin: باپردہ فیشن، حجاب اور حلال بیوٹی')
  await expect(page.getByText(slideTextsUr[1].title)).toBeVisible()

  const header = page.getByRole('banner')
  const brand = await box(page, header.getByRole('link', { name: 'Fatin', exact: true }))
  const cart = await box(page, header.getByRole('link', { name: /^شاپنگ بیگ/ }))
  // The brand opens the header: on the right in Urdu, with the bag at the other (left) end.
  expect(brand.x).toBeGreaterThan(cart.x)
  if (isMobile) {
    const menu = await box(page, header.getByRole('button', { name: 'مینیو کھولیں' }))
    expect(menu.x).toBeGreaterThan(brand.x)
  }

  const carousel = page.getByRole('region', { name: 'نمایاں کلیکشنز' })
  const next = await box(page, carousel.getByRole('button', { name: 'اگلی سلائیڈ' }))
  const previous = await box(page, carousel.getByRole('button', { name: 'پچھلی سلائیڈ' }))
  expect(next.x).toBeLessThan(previous.x)

  // Nastaliq is the Urdu pages' typeface, and it has arrived.
  const family = await page
    .getByRole('heading', { level: 1 })
    .evaluate((node) => getComputedStyle(node).fontFamily)
  expect(family).toMatch(/nastaliq/i)
  await settle(page)
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((font) => /nastaliq/i.test(font.family) && font.status === 'loaded'),
    ),
  ).toBe(true)
  await expectNoAxeViolations(page)
})

test('English pages never download the Urdu typeface', { tag: '@once' }, async ({ page }) => {
  await page.goto('/')
  await settle(page)
  const loaded = await page.evaluate(
    () =>
      [...document.fonts].filter((font) => /nastaliq/i.test(font.family) && font.status !== 'unloaded')
        .length,
  )
  expect(loaded).toBe(0)
})

test('the language switch opens the same listing in Urdu, is remembered, and switches back', async ({
  page,
  isMobile,
}) => {
  await page.goto('/clothing/abayas?color=black')
  await settle(page)
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'اردو' }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'اردو' }).click()
  }
  await expect(page).toHaveURL(/\/ur\/clothing\/abayas\?color=black$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(abayas.heroTitle)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // Remembered: an English link now opens in Urdu.
  await page.goto('/sale')
  await expect(page).toHaveURL(/\/ur\/sale$/)

  await settle(page)
  if (isMobile) {
    await page.getByRole('button', { name: 'مینیو کھولیں' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'English' }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  }
  await expect(page).toHaveURL(/\/sale$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test(
  'every page names its English and Urdu versions for search engines',
  { tag: '@once' },
  async ({ request }) => {
    const html = await (await request.get('/ur/clothing/abayas')).text()
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/ur\/clothing\/abayas"/)
    expect(html).toMatch(/hrefLang="en-PK" href="[^"]*\/clothing\/abayas"/)
    expect(html).toMatch(/hrefLang="ur-PK" href="[^"]*\/ur\/clothing\/abayas"/)
    expect(html).toMatch(/hrefLang="x-default" href="[^"]*\/clothing\/abayas"/)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/ur/clothing/abayas</loc>')
    expect(sitemap).toContain('/clothing/abayas</loc>')
  },
)

test('unknown pages answer 404 in the language they were asked in', { tag: '@once' }, async ({ page }) => {
  const response = await page.goto('/ur/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('معذرت! صفحہ نہیں ملا')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page).toHaveTitle('صفحہ نہیں ملا | Fatin')
  const english = await page.goto('/en/sale')
  expect(english?.url()).toMatch(/\/sale$/)
})

test(
  "signing in follows the profile's language: an Urdu profile opens the shop in Urdu",
  { tag: '@once' },
  async ({ page, browser }) => {
    const email = uniqueEmail('urdu-profile')
    await page.goto('/signup')
    await waitForHydration(page, 'form[aria-label="Create account"]')
    await fillSignUp(page, { fullName: 'Hina Ali', email, language: 'urdu' })
    // Signing up keeps the page's language; the profile remembers the choice.
    await expect(page).not.toHaveURL(/\/signup/, PLACING)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    const other = await browser.newContext()
    try {
      const fresh = await other.newPage()
      await fresh.goto('/signin')
      await waitForHydration(fresh, 'form[aria-label="Sign in"]')
      await fillSignIn(fresh, email)
      await expect(fresh).toHaveURL(/\/ur$/, PLACING)
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'ur')
    } finally {
      await other.close()
    }
  },
)
