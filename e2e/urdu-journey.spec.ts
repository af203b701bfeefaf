import { expect, test } from '@playwright/test'
import { productTextsUr } from '../data/ur/products'
import { PASSWORD, uniqueEmail, waitForHydration } from './helpers/auth'
import { expectNoAxeViolations, settle } from './helpers/axe'
import { expectNumbersLeftToRight } from './helpers/bidi'
import { ADDRESS, PLACING } from './helpers/checkout'
import { uniqueMobile } from './helpers/guest'

/**
 * A guest's journey in Urdu, right to left: a listing filtered by colour, a product page, the bag, the guest
 * checkout, the order page, and an account made from it, all in Urdu. Each project buys its own product, which no other spec orders.
 */
const PICKS = {
  desktop: { id: 1005, colour: 'سرمئی', size: null },
  mobile: { id: 1104, colour: 'ہلکا گلابی', size: 'S' },
} as const

test.describe.configure({ timeout: 90_000 })

test('a guest browses, filters, buys, orders and signs up in Urdu', async ({ page }, testInfo) => {
  const pick = PICKS[testInfo.project.name as keyof typeof PICKS]
  const name = productTextsUr[pick.id].name

  // A listing in Urdu, filtered by a colour named in Urdu.
  await page.goto('/ur/clothing/abayas')
  await settle(page)
  await page.getByRole('button', { name: 'فلٹر' }).click()
  await page.getByRole('form', { name: 'پروڈکٹس فلٹر کریں' }).getByLabel(/^سیاہ/).check()
  await expect(page).toHaveURL(/\/ur\/clothing\/abayas\?color=black$/)
  await expect(page.getByRole('button', { name: /^فلٹر ہٹائیں رنگ: سیاہ$/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /پروڈکٹس?$/ })).toBeVisible()

  // The product page: its Urdu name, options and the Urdu toast.
  await page.goto(`/ur/product/${pick.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const form = page.getByRole('form', { name: `${name} خریدیں` })
  await expect(form.getByText(/^(اسٹاک میں موجود|صرف \d+ باقی!)$/)).toBeVisible()
  // Prices inside Urdu sentences (the delivery rule) read like the price tags: "$50.00", not "50.00$".
  await expectNumbersLeftToRight(page)
  await waitForHydration(page, `form[aria-label="${name} خریدیں"]`)
  await form.getByRole('radio', { name: pick.colour }).check()
  if (pick.size) await form.getByRole('radio', { name: pick.size, exact: true }).check()
  await form.getByRole('button', { name: 'بیگ میں ڈالیں' }).click()
  const added = page
    .getByRole('region', { name: /اطلاعات/ })
    .getByText(`${name} آپ کے شاپنگ بیگ میں ڈال دیا گیا۔`)
  await expect(added).toBeVisible()
  // In the page's Urdu face, not sonner's own font list.
  expect(await added.evaluate((toast) => getComputedStyle(toast).fontFamily)).toMatch(/nastaliq/i)

  // The bag, in Urdu, with the breakdown's Urdu labels.
  await page.goto('/ur/cart')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('میرا شاپنگ بیگ')
  await expect(page.getByRole('article', { name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'آرڈر کا خلاصہ' }).getByText('کل رقم')).toBeVisible()
  await settle(page)
  await expectNoAxeViolations(page)
  await expectNumbersLeftToRight(page)
  await page.getByRole('link', { name: 'چیک آؤٹ کی طرف بڑھیں' }).click()

  // The guest checkout: a wrong mobile is refused in Urdu, then the order goes through.
  await expect(page).toHaveURL(/\/ur\/checkout$/)
  const checkout = page.getByRole('form', { name: 'چیک آؤٹ' })
  await waitForHydration(page, 'form[aria-label="چیک آؤٹ"]')
  await settle(page)
  await expectNoAxeViolations(page)
  // The mobile number's examples, "0300 1234567", are not drawn "1234567 0300".
  await expectNumbersLeftToRight(page)
  await checkout.getByLabel('پورا نام').fill('عائشہ خان')
  await checkout.getByLabel('موبائل نمبر').fill('12345')
  await checkout.getByLabel('ای میل', { exact: true }).fill(uniqueEmail('urdu'))
  // Addresses and numbers are typed left to right, or a just-typed "@" would jump to the far end.
  await expect(checkout.getByLabel('ای میل', { exact: true })).toHaveCSS('direction', 'ltr')
  await expect(checkout.getByLabel('موبائل نمبر')).toHaveCSS('direction', 'ltr')
  await checkout.getByLabel('پتا', { exact: true }).fill(ADDRESS.address)
  await checkout.getByLabel('شہر').fill(ADDRESS.city)
  await checkout.getByLabel('صوبہ').selectOption(ADDRESS.province)
  await checkout.getByRole('button', { name: 'آرڈر دیں' }).click()
  await expect(checkout.getByText(/^براہِ کرم پاکستانی موبائل نمبر لکھیں/)).toBeVisible()
  await expect(
    page.getByRole('region', { name: /اطلاعات/ }).getByText(/^براہِ کرم پاکستانی موبائل نمبر لکھیں/),
  ).toBeVisible()
  await checkout.getByLabel('موبائل نمبر').fill(uniqueMobile())
  // Her first order's code: the discount's figure ("−$4.50") reads left to right too.
  await checkout.getByLabel('پرومو کوڈ').fill('FATIN15')
  await checkout.getByRole('button', { name: 'لگائیں' }).click()
  await expect(checkout.getByText('FATIN15 لگ گیا')).toBeVisible()
  await expectNumbersLeftToRight(page)
  await checkout.getByRole('button', { name: 'آرڈر دیں' }).click()
  await expect(page).toHaveURL(/\/ur\/orders\/[\w-]+$/, PLACING)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شکریہ! آپ کا آرڈر ہو گیا ہے۔')
  await expect(page.getByRole('list', { name: 'اس آرڈر کی چیزیں' }).getByText(name)).toBeVisible()
  await expect(page.getByRole('list', { name: 'صورتِ حال کی تاریخ' })).toContainText('آرڈر موصول ہوا')
  await settle(page)
  await expectNoAxeViolations(page)
  // Her mobile number and the amount to pay the courier, inside Urdu sentences.
  await expectNumbersLeftToRight(page)
  // The cancel step asks in Urdu, every word of it; she keeps the order.
  await page.getByRole('button', { name: 'آرڈر منسوخ کریں' }).click()
  const cancel = page.getByRole('form', { name: 'یہ آرڈر منسوخ کریں' })
  await expect(cancel).toContainText('ہم اسے نہیں بھیجیں گے، اور آپ کو کچھ ادا نہیں کرنا ہوگا۔')
  await expect(cancel).not.toContainText(/[A-Za-z]{2,}/)
  await cancel.getByRole('button', { name: 'آرڈر برقرار رکھیں' }).click()
  await expect(page.getByRole('button', { name: 'آرڈر منسوخ کریں' })).toBeVisible()

  // She keeps the order by creating an account, in Urdu, with her details already filled in.
  await page.getByRole('link', { name: 'اکاؤنٹ بنائیں' }).click()
  await expect(page).toHaveURL(/\/ur\/signup\?order=/)
  const signUp = page.getByRole('form', { name: 'اکاؤنٹ بنائیں' })
  await expect(signUp.getByLabel('پورا نام')).toHaveValue('عائشہ خان')
  await expect(signUp.getByLabel('پسندیدہ زبان')).toHaveValue('urdu')
  await signUp.getByLabel('پاس ورڈ', { exact: true }).fill(PASSWORD)
  await signUp.getByLabel('پاس ورڈ کی تصدیق', { exact: true }).fill(PASSWORD)
  await signUp.getByRole('checkbox', { name: /شرائط و ضوابط/ }).check()
  await signUp.getByRole('button', { name: 'اکاؤنٹ بنائیں' }).click()
  await expect(
    page.getByRole('region', { name: /اطلاعات/ }).getByText('اکاؤنٹ بن گیا! خوش آمدید، عائشہ خان'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/ur\/account$/, PLACING)
  // Her order in the account's history, with its total.
  await expect(page.getByRole('heading', { name: 'میرے آرڈر' })).toBeVisible()
  await expectNumbersLeftToRight(page)
})
