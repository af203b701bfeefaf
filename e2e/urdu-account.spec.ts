import { expect, test } from '@playwright/test'
import {
  AFTER_SESSION_CHANGE,
  createAccount,
  expectToast,
  signInWithApi,
  storedProfile,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'
import { expectNoAxeViolations, settle } from './helpers/axe'
import { expectNumbersLeftToRight } from './helpers/bidi'

/**
 * The account side of the Urdu shop: the account page and its language choice, the order lookup, and the
 * messages sign-in and the forms give, all in the page's language.
 */

test('the account page changes the profile language, and the shop follows it', async ({ page }) => {
  test.slow()
  const email = uniqueEmail('account-language')
  await createAccount(email, 'Amna Khan')
  await signInWithApi(page, email)

  await page.goto('/account')
  const language = page.getByRole('region', { name: 'Language' })
  await waitForHydration(page, 'section[aria-labelledby="account-language"] form')
  await expect(language.getByRole('combobox', { name: 'Language' })).toHaveValue('english')
  await language.getByRole('combobox', { name: 'Language' }).selectOption('urdu')
  await language.getByRole('button', { name: 'Save language' }).click()

  // The account page again, in Urdu, right to left, with everything on it in Urdu.
  await expect(page).toHaveURL(/\/ur\/account$/, { timeout: AFTER_SESSION_CHANGE })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('میرا اکاؤنٹ')
  await expect(page.getByRole('heading', { name: 'فوری کام' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'پروفائل میں تبدیلی' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'پسندیدہ فہرست' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'میرے آرڈر' })).toBeVisible()
  await expect(page.getByText('آپ نے ابھی تک کوئی آرڈر نہیں دیا')).toBeVisible()
  const urduLanguage = page.getByRole('region', { name: 'زبان' })
  await expect(urduLanguage.getByRole('combobox', { name: 'زبان' })).toHaveValue('urdu')
  expect((await storedProfile(email))?.language).toBe('urdu')
  await settle(page)
  await expectNoAxeViolations(page)

  // The English address now opens in Urdu: the choice is remembered in this browser too.
  await page.goto('/account')
  await expect(page).toHaveURL(/\/ur\/account$/)

  // And back to English, from the Urdu page.
  await waitForHydration(page, 'section[aria-labelledby="account-language"] form')
  await urduLanguage.getByRole('combobox', { name: 'زبان' }).selectOption('english')
  await urduLanguage.getByRole('button', { name: 'زبان محفوظ کریں' }).click()
  await expect(page).toHaveURL(/\/account$/, { timeout: AFTER_SESSION_CHANGE })
  await expect(page).not.toHaveURL(/\/ur\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account')
  expect((await storedProfile(email))?.language).toBe('english')
})

test(
  'signing in on an Urdu page with a wrong password says so in Urdu',
  { tag: '@once' },
  async ({ page }) => {
    const email = uniqueEmail('urdu-wrong-password')
    await createAccount(email, 'Sana')
    await page.goto('/ur/signin')
    const form = page.getByRole('form', { name: 'سائن اِن' })
    await waitForHydration(page, 'form[aria-label="سائن اِن"]')
    // An empty form first: the field messages are Urdu too.
    await form.getByRole('button', { name: 'سائن اِن کریں' }).click()
    await expect(form.getByText('براہِ کرم اپنا ای میل لکھیں')).toBeVisible()
    await expect(form.getByText('براہِ کرم اپنا پاس ورڈ لکھیں')).toBeVisible()
    // …and so is the toast that repeats the first one.
    await expectToast(page, 'براہِ کرم اپنا ای میل لکھیں')

    await form.getByLabel('ای میل').fill(email)
    await form.getByLabel('پاس ورڈ', { exact: true }).fill('not-the-password')
    await form.getByRole('button', { name: 'سائن اِن کریں' }).click()
    await expectToast(page, 'ای میل یا پاس ورڈ درست نہیں ہے۔')
    await expect(form.getByLabel('ای میل')).toHaveValue(email)
  },
)

test('the order lookup is in Urdu, and so is its answer', { tag: '@once' }, async ({ page }) => {
  // Its own client address, so the lookups other tests make do not count against this one's limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` })
  await page.goto('/ur/orders/lookup')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اپنا آرڈر تلاش کریں')
  const form = page.getByRole('form', { name: 'اپنا آرڈر تلاش کریں' })
  await waitForHydration(page, 'form')
  // The mobile number's examples in the hint read "0300 1234567", not "1234567 0300".
  await expectNumbersLeftToRight(page)
  // An empty form is checked in the browser, in Urdu, by the fields (not by the browser's own bubble).
  await form.getByRole('button', { name: 'میرا آرڈر تلاش کریں' }).click()
  await expect(form.getByLabel('آرڈر نمبر')).toBeFocused()
  await expect(form.getByText('براہِ کرم اپنی تصدیق والا آرڈر نمبر لکھیں، جیسے FT-3F2B9C1A۔')).toBeVisible()
  await expect(form.getByText('براہِ کرم موبائل نمبر لکھیں۔')).toBeVisible()
  await expectToast(page, 'براہِ کرم اپنی تصدیق والا آرڈر نمبر لکھیں، جیسے FT-3F2B9C1A۔')
  await form.getByLabel('آرڈر نمبر').fill('FT-00000000')
  await form.getByLabel('موبائل نمبر').fill('0300 1234567')
  await form.getByRole('button', { name: 'میرا آرڈر تلاش کریں' }).click()
  await expect(form.getByRole('alert')).toHaveText(/^اس آرڈر نمبر اور موبائل نمبر کا کوئی آرڈر نہیں ملا۔/)
  await expect(form.getByLabel('آرڈر نمبر')).toHaveValue('FT-00000000')
})
