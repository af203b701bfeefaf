import { expect, test } from '@playwright/test'
import { uniqueEmail } from './helpers/auth'
import { linkIn, mailTo } from './helpers/inbox'
import { signUp } from './helpers/newsletter'

/**
 * The newsletter's double opt-in end to end (issue 36): a sign-up on the home page sends a "please confirm"
 * e-mail (read from the local inbox, MailDev's REST API); its link opens a page whose button confirms, and
 * the link opened again says the subscription is already confirmed. A link the shop did not sign (the
 * newsletter's or a stock alert's) confirms nothing and answers 404. One sign-up per project from 127.0.0.1, well inside its 30 an hour (see newsletter.spec.ts).
 */
test.describe.configure({ timeout: 90_000 })

test('a sign-up is confirmed from the link in its e-mail, once; a second press says so', async ({ page }) => {
  const email = uniqueEmail('letter')
  await signUp(page, email)

  const [mail] = await mailTo(email, /confirm your Fatin newsletter subscription/i)
  const href = linkIn(mail?.html ?? '', 'Confirm my subscription')
  expect(href).not.toBeNull()
  const path = new URL(href ?? '').pathname
  expect(path).toMatch(/^\/newsletter\/confirm\/n1\./)

  // Opening the link changes nothing by itself (a mail scanner opens links too): the button confirms.
  const opened = await page.goto(path)
  expect(opened?.headers()['cache-control']).toContain('no-store')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible()

  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Your subscription is already confirmed' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0)
})

test('a link the shop did not sign gets a calm 404 page that confirms nothing, in its language', async ({
  page,
}) => {
  const opened = await page.goto(`/newsletter/confirm/n1.${'a'.repeat(64)}.tk0000.${'x'.repeat(43)}`)
  expect(opened?.status()).toBe(404)
  expect(opened?.headers()['x-robots-tag']).toContain('noindex')
  expect(opened?.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
  await expect(page.getByText('Nothing was changed.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0)

  // The stock alert's "Yes, tell me when it is back" link likewise, here in Urdu.
  const alert = await page.goto(`/ur/stock-alerts/confirm/s1.${'b'.repeat(64)}.tk0000.${'y'.repeat(43)}`)
  expect(alert?.status()).toBe(404)
  expect(alert?.headers()['x-robots-tag']).toContain('noindex')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur')
  await expect(page.getByRole('heading', { name: 'یہ لنک درست نہیں' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'جی ہاں، واپس آنے پر بتائیں' })).toHaveCount(0)
})
