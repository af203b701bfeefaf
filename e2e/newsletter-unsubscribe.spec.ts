import { expect, test, type Page } from '@playwright/test'
import { newsletterUnsubscribeTexts } from '@/components/newsletter/newsletter-unsubscribe-texts'
import { uniqueEmail } from './helpers/auth'
import { expectNoAxeViolations, settle } from './helpers/axe'
import { uniqueClientAddress } from './helpers/client-address'
import { type InboxMail, linkIn, mailTo } from './helpers/inbox'
import { signUp, subscriptionStatus } from './helpers/newsletter'

/**
 * Leaving the newsletter (issue 51, finding 8): every newsletter e-mail carries RFC 8058 one-click headers
 * and a visible "Unsubscribe" link in its language. The link opens a page whose button unsubscribes (opening
 * it changes nothing); a mail provider's one-click POST, from its own servers with another site's Origin and
 * no cookie, unsubscribes too; a forged token changes nothing; and the address may sign up again. Each test
 * signs up from an address of its own (X-Forwarded-For), so the sign-up limit per address is not shared.
 */
test.describe.configure({ timeout: 120_000 })

const SUBJECT = /confirm your Fatin newsletter subscription/i

/** Signs up from an address of this test's own and returns the "please confirm" e-mail(s) so far. */
async function signUpAndRead(page: Page, email: string, count = 1): Promise<InboxMail> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientAddress() })
  await signUp(page, email)
  const mails = await mailTo(email, SUBJECT, { count })
  const mail = mails.at(-1)
  if (!mail) throw new Error(`No e-mail for ${email}`)
  return mail
}

/** The one-click address in a message's List-Unsubscribe header (MailDev lists headers in lower case). */
function oneClickUrl(mail: InboxMail): URL {
  const header = String(mail.headers?.['list-unsubscribe'] ?? '')
  const url = /^<([^>]+)>$/.exec(header)?.[1]
  if (!url) throw new Error(`No List-Unsubscribe header: ${JSON.stringify(mail.headers)}`)
  return new URL(url)
}

/** A URL's path and query, to open on the test server (the e-mail names the configured site). */
const onTestServer = (url: URL) => `${url.pathname}${url.search}`

test('the e-mail link opens a page whose button unsubscribes; opening it alone changes nothing', async ({
  page,
}) => {
  const email = uniqueEmail('leave')
  const mail = await signUpAndRead(page, email)

  // The one-click headers, and the visible link in the text and HTML parts.
  expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = oneClickUrl(mail)
  expect(oneClick.pathname).toBe('/api/newsletter/unsubscribe')
  expect(oneClick.searchParams.get('token')).toMatch(/^u1\.[0-9a-f]{64}\./)
  const href = linkIn(mail.html, 'Unsubscribe')
  expect(href).not.toBeNull()
  const link = new URL(href ?? '')
  expect(link.pathname).toBe('/newsletter/unsubscribe')
  expect(link.searchParams.get('token')).toBe(oneClick.searchParams.get('token'))
  expect(mail.text).toContain(`Unsubscribe: ${link.href}`)

  // A subscriber, confirmed.
  const confirm = new URL(linkIn(mail.html, 'Confirm my subscription') ?? '')
  await page.goto(confirm.pathname)
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible()
  expect(await subscriptionStatus(email)).toBe('confirmed')

  // Opening the link, scripts and all, only asks.
  const opened = await page.goto(onTestServer(link), { waitUntil: 'networkidle' })
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['cache-control']).toContain('no-store')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible()
  expect(await subscriptionStatus(email)).toBe('confirmed')
  await settle(page)
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  expect(await subscriptionStatus(email)).toBe('unsubscribed')
  await settle(page)
  await expectNoAxeViolations(page)

  // Again, and in Urdu: it says so, with no button.
  await page.goto(`/ur${onTestServer(link)}`)
  await expect(
    page.getByRole('heading', { level: 1, name: newsletterUnsubscribeTexts.ur.unsubscribed.title }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: newsletterUnsubscribeTexts.ur.button })).toHaveCount(0)
  expect(await subscriptionStatus(email)).toBe('unsubscribed')

  // Signing up again works, with double opt-in from the start.
  await signUpAndRead(page, email, 2)
  expect(await subscriptionStatus(email)).toBe('pending')
})

test("a mail provider's one-click POST, from another site and with no cookie, unsubscribes; a forged token changes nothing", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('oneclick')
  const mail = await signUpAndRead(page, email)
  const oneClick = oneClickUrl(mail)
  const target = onTestServer(oneClick)

  // A scanner fetching the header's address changes nothing.
  const fetched = await request.get(target)
  expect(fetched.status()).toBe(405)
  expect(await subscriptionStatus(email)).toBe('pending')

  const provider = {
    Origin: 'https://mail.provider.example',
    'Content-Type': 'application/x-www-form-urlencoded',
  }
  const posted = await request.post(target, { headers: provider, data: 'List-Unsubscribe=One-Click' })
  expect(posted.status()).toBe(200)
  expect(await posted.json()).toEqual({ ok: true })
  expect(await subscriptionStatus(email)).toBe('unsubscribed')
  // Twice is fine.
  const again = await request.post(target, { headers: provider, data: 'List-Unsubscribe=One-Click' })
  expect(again.status()).toBe(200)

  // A token the shop did not sign: refused plainly, nothing else said.
  const token = oneClick.searchParams.get('token') ?? ''
  const forgedToken = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
  const forged = await request.post(`/api/newsletter/unsubscribe?token=${forgedToken}`, {
    headers: provider,
    data: 'List-Unsubscribe=One-Click',
  })
  expect(forged.status()).toBe(400)
  expect(await forged.text()).toBe(JSON.stringify({ ok: false, error: 'not-valid' }))

  // And its page: a 404 that says what is wrong, with no button.
  const page404 = await page.goto(`/newsletter/unsubscribe?token=${forgedToken}`)
  expect(page404?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe', exact: true })).toHaveCount(0)
})
