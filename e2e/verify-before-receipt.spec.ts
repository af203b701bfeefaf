import { expect, test } from '@playwright/test'
import { createAccount, PASSWORD, signInWithApi, uniqueEmail } from './helpers/auth'
import { linkIn, mailCountFor, mailTo } from './helpers/inbox'
import { fillBag, setStock } from './helpers/shop-data'
import { fillUrduAddress, PLACING } from './helpers/checkout'
import { waitForHydration } from './helpers/auth'
import { placeOrderFor } from './helpers/staff'

/**
 * An account whose e-mail is not verified gets no receipt: anyone can make an account with someone else's
 * address. It gets Firebase's verification link instead; once the address is verified, the receipt follows
 * (lib/mail/held-receipts.ts).
 */
const PRODUCTS: Record<string, number> = { desktop: 1603, mobile: 1604 }

test('an unverified account gets the verification link first, and the receipt once it is verified', async ({
  page,
  request,
}, testInfo) => {
  const productId = PRODUCTS[testInfo.project.name]
  if (!productId) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(productId, 10)
  const email = uniqueEmail('unverified')
  await createAccount(email, 'Dear customer, verify at evil.example', PASSWORD, { emailVerified: false })
  await signInWithApi(page, email)

  const { number, path } = await placeOrderFor(page, email, [
    { productId, color: null, size: null, quantity: 1 },
  ])
  const [verify] = await mailTo(
    email,
    new RegExp(`Verify your e-mail to get the receipt for Fatin order ${number}$`),
  )
  // Nothing the account typed reaches an address that is not proven hers.
  expect(verify!.text).not.toContain('evil.example')
  expect(verify!.text).not.toContain('House 12')
  expect(await mailCountFor(email)).toBe(1)

  // Firebase's link (the Auth emulator's here) verifies the address; it continues to the order's page, where
  // the held receipt is released.
  const link = linkIn(verify!.html, 'Verify my e-mail')
  expect(link).toBeTruthy()
  // Opened without following its redirect: it continues to the site's own address, and the tests' server
  // listens elsewhere, so the order page is opened by its path.
  const verified = await request.get(link!, { maxRedirects: 0 })
  expect(verified.status()).toBe(303)
  expect(verified.headers().location).toMatch(new RegExp(`${path}$`))
  await page.goto(path)
  const [receipt] = await mailTo(email, new RegExp(`order ${number}: please confirm it$`))
  expect(linkIn(receipt!.html, 'Confirm my order')).toBeTruthy()
  expect(await mailCountFor(email)).toBe(2)
})

const URDU_PRODUCTS: Record<string, { productId: number; color: string }> = {
  desktop: { productId: 902, color: 'Blush' },
  mobile: { productId: 905, color: 'Emerald' },
}

test('an unverified account that orders in Urdu is asked to verify in Urdu, in both parts of the mail', async ({
  page,
}, testInfo) => {
  const pick = URDU_PRODUCTS[testInfo.project.name]
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(pick.productId, 10)
  const email = uniqueEmail('unverified-ur')
  await createAccount(email, 'ثناء ملک', PASSWORD, { emailVerified: false })
  // Her profile says Urdu, so the shop (and the checkout) are in Urdu for her.
  await signInWithApi(page, email, { signUp: { fullName: 'ثناء ملک', language: 'urdu' } })
  await fillBag(email, [{ ...pick, size: null, quantity: 1 }])
  await page.goto('/ur/checkout')
  await waitForHydration(page, 'form[aria-label="چیک آؤٹ"]')
  const checkout = page.getByRole('form', { name: 'چیک آؤٹ' })
  await fillUrduAddress(checkout, 'ثناء ملک')
  await checkout.getByRole('button', { name: 'آرڈر دیں' }).click()
  await expect(page).toHaveURL(/\/ur\/orders\/[\w-]+$/, PLACING)

  const [verify] = await mailTo(email, /کی رسید کے لیے اپنی ای میل کی تصدیق کریں$/)
  expect(verify!.html).toContain('<html lang="ur" dir="rtl">')
  for (const part of [verify!.text, verify!.html]) {
    expect(part).toContain('اس ای میل پتے والے ایک اکاؤنٹ سے آرڈر')
    expect(part).toContain('اگر یہ اکاؤنٹ آپ نے نہیں بنایا')
    expect(part).not.toContain('Verify my e-mail')
    expect(part).not.toMatch(/[\u2066-\u2069]/)
  }
  expect(linkIn(verify!.html, 'میری ای میل کی تصدیق کریں')).toBeTruthy()
})
