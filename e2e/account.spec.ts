import { expect, test, type Page } from '@playwright/test'
import {
  accountMenuButton,
  AFTER_SESSION_CHANGE,
  createAccount,
  expectToast,
  fillSignIn,
  fillSignUp,
  header,
  home,
  openPage,
  openUserMenu,
  recordedEmails,
  resetForm,
  sessionCookie,
  signInWithApi,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'

/** Signs in without the form (auth.spec.ts tests it, and the journey below uses it) and opens the home page. */
async function signIn(page: Page, email: string) {
  await signInWithApi(page, email)
  await openPage(page, '/')
  await expect(accountMenuButton(page)).toBeVisible()
}

test('sign up, see the greeting, open the account, edit the name, log out and sign back in', async ({
  page,
}) => {
  // The whole journey in one test: a dozen server round trips.
  test.slow()
  const email = uniqueEmail('journey')
  await openPage(page, '/signup')
  await fillSignUp(page, { fullName: 'Zainab Malik', email, phone: '0300 7654321' })
  await expectToast(page, 'Account created! Welcome, Zainab Malik')
  await expect(page).toHaveURL(home, { timeout: AFTER_SESSION_CHANGE })

  await openUserMenu(page)
  await expect(header(page).getByText('Hi, Zainab Malik')).toBeVisible()
  await header(page).getByRole('link', { name: 'My Account' }).click()
  await expect(page).toHaveURL(/\/account$/, { timeout: AFTER_SESSION_CHANGE })
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible()
  const details = page.getByRole('region', { name: 'Your details' })
  await expect(details.getByText('Zainab Malik')).toBeVisible()
  await expect(details.getByText(email)).toBeVisible()
  await expect(details.getByText('0300 7654321')).toBeVisible()

  await waitForHydration(page, 'section[aria-labelledby="quick-actions-title"] button')
  await page.getByRole('button', { name: 'Edit Profile' }).click()
  const editForm = page.getByRole('form', { name: 'Edit profile' })
  await editForm.getByLabel('Display name').fill('Zainab Ahmed')
  await editForm.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Profile updated!')
  await page.reload()
  await expect(page.getByRole('region', { name: 'Your details' }).getByText('Zainab Ahmed')).toBeVisible()
  await openUserMenu(page)
  await expect(header(page).getByText('Hi, Zainab Ahmed')).toBeVisible()
  await page.keyboard.press('Escape')

  await waitForHydration(page, 'section[aria-labelledby="quick-actions-title"] button')
  await page.getByRole('button', { name: 'Logout' }).click()
  await expectToast(page, 'Logged out successfully')
  await expect(page).toHaveURL(home, { timeout: AFTER_SESSION_CHANGE })
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  expect(await sessionCookie(page)).toBeUndefined()
  // A new page, not the account page kept hidden in this one: nothing of hers is left in the tab.
  const left = await page.content()
  expect(left).not.toContain(email)
  expect(left).not.toContain('0300 7654321')

  await openPage(page, '/signin')
  await fillSignIn(page, email)
  await expectToast(page, 'Signed in successfully')
  await expect(page).toHaveURL(home, { timeout: AFTER_SESSION_CHANGE })
  await openUserMenu(page)
  await expect(header(page).getByText('Hi, Zainab Ahmed')).toBeVisible()
})

test('the dashboard shows the empty wishlist and cart', async ({ page }) => {
  const email = uniqueEmail('dashboard')
  await createAccount(email, 'Empty Lists')
  await signIn(page, email)
  await page.goto('/account')
  await expect(
    page.getByRole('region', { name: 'Wishlist' }).getByText('Your wishlist is empty'),
  ).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Recent cart items' }).getByText('Your cart is empty'),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('Change Password on the account page sends a reset email to the shopper', async ({ page }) => {
  const email = uniqueEmail('change')
  await createAccount(email, 'Change Mine')
  await signIn(page, email)
  await page.goto('/account')
  await waitForHydration(page, 'section[aria-labelledby="quick-actions-title"] button')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expectToast(page, 'Password reset email sent!')
  await expect
    .poll(async () => (await recordedEmails(email)).map((code) => code.requestType))
    .toContain('PASSWORD_RESET')
})

test('the user menu offers Change Password with the email filled in, and closes on an outside click', async ({
  page,
}) => {
  const email = uniqueEmail('menu')
  await createAccount(email, 'Menu Shopper')
  await signIn(page, email)

  await openUserMenu(page)
  await expect(header(page).getByText('Hi, Menu Shopper')).toBeVisible()
  await page.mouse.click(5, 400)
  await expect(header(page).getByText('Hi, Menu Shopper')).toBeHidden()

  await openUserMenu(page)
  await header(page).getByRole('button', { name: 'Change Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reset Password' })
  await expect(dialog).toBeVisible()
  await expect(resetForm(page).getByLabel('Email')).toHaveValue(email)
  await resetForm(page).getByRole('button', { name: 'Send Reset Link' }).click()
  await expectToast(page, 'Reset email sent!')
})

test('logging out revokes the session: the old cookie no longer works', async ({ page, baseURL }) => {
  const email = uniqueEmail('revoke')
  await createAccount(email, 'Revoked Shopper')
  await signIn(page, email)
  const cookie = await sessionCookie(page)
  expect(cookie).toBeDefined()
  // The Auth emulator compares revocation times to the second.
  await page.waitForTimeout(1100)

  await openUserMenu(page)
  await header(page).getByRole('button', { name: 'Logout' }).click()
  await expectToast(page, 'Logged out successfully')

  await page.context().addCookies([{ name: '__session', value: cookie!.value, url: baseURL! }])
  await page.goto('/account')
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/)
})
