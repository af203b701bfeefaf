import { expect, test, type Page } from '@playwright/test'
import {
  AFTER_SESSION_CHANGE,
  createAccount,
  expectToast,
  fillSignIn,
  fillSignUp,
  header,
  home,
  openPage,
  openUserMenu,
  PASSWORD,
  recordedEmails,
  resetForm,
  toasts,
  sessionCookie,
  signUpForm,
  storedProfile,
  Timestamp,
  uidFor,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'
import { holdBackScripts } from './helpers/slow-scripts'

const signInButton = (page: Page) => header(page).getByRole('link', { name: 'Sign in' })

/** Opens the auth modal from the header's signed-out user button, once it is interactive. */
async function openAuthModal(page: Page, { load = true } = {}) {
  if (load) {
    await page.goto('/')
    await expect(signInButton(page)).toBeVisible()
    await page.waitForFunction(() => {
      const link = document.querySelector('header a[aria-label="Sign in"]')
      return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps'))
    })
  }
  await signInButton(page).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('auth modal', () => {
  test('signs up from the modal, greets the shopper and writes the profile on the server', async ({
    page,
  }) => {
    const email = uniqueEmail('modal')
    const dialog = await openAuthModal(page)
    await dialog.getByRole('button', { name: 'Create one now' }).click()
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible()
    await expect(
      page.getByText('Create an account and enjoy 10% off your first order with code WELCOME10.'),
    ).toBeVisible()

    await fillSignUp(page, { fullName: 'Ayesha Khan', email, phone: '+92 300 1234567', language: 'urdu' })

    await expectToast(page, 'Account created! Welcome, Ayesha Khan')
    await expect(page.getByRole('dialog')).toBeHidden()
    await openUserMenu(page)
    await expect(header(page).getByText('Hi, Ayesha Khan')).toBeVisible()

    const profile = await storedProfile(email)
    expect(profile).toMatchObject({ name: 'Ayesha Khan', phone: '+92 300 1234567', email, language: 'urdu' })
    expect(profile?.createdAt).toBeInstanceOf(Timestamp)
    expect(Math.abs(profile!.createdAt.toMillis() - Date.now())).toBeLessThan(5 * 60_000)
  })

  test('switches forms and closes on the close button, Escape, the backdrop and the back action', async ({
    page,
  }) => {
    let dialog = await openAuthModal(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()

    dialog = await openAuthModal(page, { load: false })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    dialog = await openAuthModal(page, { load: false })
    // Focus stays inside the modal: tabbing never reaches the page behind it.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true)
    }
    await page.mouse.click(5, 5)
    await expect(page.getByRole('dialog')).toBeHidden()

    dialog = await openAuthModal(page, { load: false })
    await dialog.getByRole('button', { name: 'Forgot Password' }).click()
    const forgot = page.getByRole('dialog', { name: 'Reset Password' })
    await expect(forgot).toBeVisible()
    await forgot.getByRole('button', { name: '← Back' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})

test.describe('sign-up rules', { tag: '@once' }, () => {
  test("passwords that differ are refused with 'Passwords don't match'", async ({ page }) => {
    const email = uniqueEmail('mismatch')
    await openPage(page, '/signup')
    await fillSignUp(page, { fullName: 'Sara Ali', email, confirmPassword: 'not-the-same-1' })
    await expectToast(page, "Passwords don't match")
    await expect(signUpForm(page).getByText("Passwords don't match")).toBeVisible()
    expect(await uidFor(email)).toBeNull()
    expect(await sessionCookie(page)).toBeUndefined()
  })

  test("a blank name is refused with 'Please enter your full name'", async ({ page }) => {
    const email = uniqueEmail('blank')
    await openPage(page, '/signup')
    await fillSignUp(page, { fullName: '   ', email })
    await expectToast(page, 'Please enter your full name')
    await expect(signUpForm(page).getByLabel('Full name')).toBeFocused()
    expect(await uidFor(email)).toBeNull()
  })

  test('an email that already has an account gets a plain sentence, not a code', async ({ page }) => {
    const email = uniqueEmail('taken')
    await createAccount(email, 'Taken')
    await openPage(page, '/signup')
    await fillSignUp(page, { fullName: 'Someone Else', email })
    await expectToast(page, 'An account with this email already exists. Please sign in instead.')
    await expect(page.getByText(/auth\//)).toHaveCount(0)
  })
})

test.describe('sign in', () => {
  test('the sign-in screen has everything the specification lists', async ({ page }) => {
    await openPage(page, '/signin')
    await expect(
      page.getByRole('region', { name: 'Welcome' }).getByText(/Sign in to continue shopping/),
    ).toBeVisible()
    const form = page.getByRole('form', { name: 'Sign in' })
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('required', '')
    const password = form.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await password.fill('visible-now')
    await form.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await form.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
    await expect(form.getByRole('checkbox', { name: 'Remember me' })).toBeVisible()
    await expect(form.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create one now' })).toHaveAttribute('href', '/signup')
    await expect(page.getByText(/Your data is secure with us/)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test(
    "Sign in pressed before the page's script has run waits for it, and never puts the password in the address",
    { tag: '@once' },
    async ({ page }) => {
      const email = uniqueEmail('early')
      await createAccount(email, 'Early Bird')
      const addresses: string[] = []
      page.on('request', (request) => addresses.push(request.url()))
      const letScriptsArrive = await holdBackScripts(page)
      await page.goto('/signin', { waitUntil: 'domcontentloaded' })
      const form = page.getByRole('form', { name: 'Sign in' })
      await form.getByLabel('Email', { exact: true }).fill(email)
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await form.getByRole('button', { name: 'Sign In', exact: true }).click()
      // The browser would have sent it at once, as /signin?email=…&password=…; it is held, as typed.
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
      await expect(form.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD)
      expect(page.url()).toMatch(/\/signin$/)

      letScriptsArrive()
      await expectToast(page, 'Signed in successfully')
      expect(addresses.filter((address) => address.includes(encodeURIComponent(PASSWORD)))).toEqual([])
      expect(addresses.filter((address) => /[?&]password=/.test(address))).toEqual([])
    },
  )

  test(
    'a wrong password and an unknown email get the same neutral message',
    { tag: '@once' },
    async ({ page }) => {
      const email = uniqueEmail('wrong')
      await createAccount(email, 'Wrong Password')
      await openPage(page, '/signin')

      await fillSignIn(page, email, 'not-my-password')
      await expectToast(page, 'Email or password is incorrect.')

      await expect(toasts(page).getByText('Email or password is incorrect.')).toBeHidden()
      await fillSignIn(page, uniqueEmail('nobody'), 'not-my-password')
      await expectToast(page, 'Email or password is incorrect.')
      await expect(page.getByText(/auth\/|user-not-found|wrong-password/)).toHaveCount(0)
      await expect(page).toHaveURL(/\/signin$/)
      expect(await sessionCookie(page)).toBeUndefined()
    },
  )

  test(
    'signing in follows the return path and sets an httpOnly, SameSite=Lax session cookie',
    { tag: '@once' },
    async ({ page }) => {
      const email = uniqueEmail('return')
      await createAccount(email, 'Hina Raza')
      // A signed-out visitor to /account is sent to the sign-in page (a page, not an error).
      const response = await page.goto('/account')
      await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible()
      await waitForHydration(page, 'form')
      await fillSignIn(page, email)
      await expectToast(page, 'Signed in successfully')
      await expect(page).toHaveURL(/\/account$/, { timeout: AFTER_SESSION_CHANGE })
      await expect(page.getByText(email)).toBeVisible()

      const cookie = await sessionCookie(page)
      expect(cookie).toBeDefined()
      expect(cookie?.httpOnly).toBe(true)
      expect(cookie?.sameSite).toBe('Lax')
      expect(cookie?.path).toBe('/')
      // Five days, give or take the test's own running time.
      expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(5 * 24 * 3600_000 - 10 * 60_000)
      expect(await page.evaluate(() => document.cookie)).not.toContain('__session')
    },
  )

  // A return path to another site, and three that only look local: URL parsing or a later decode used to
  // make '//evil.example' of them.
  for (const hostile of [
    '//evil.example/steal',
    '/.//evil.example/steal',
    '/%2F%2Fevil.example',
    '/%252e%252e//evil.example',
  ]) {
    test(
      `a return path to another site is ignored: ${hostile}`,
      { tag: '@once' },
      async ({ page, baseURL }) => {
        const shop = new URL(baseURL!).origin
        const visited: string[] = []
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) visited.push(frame.url())
        })
        // Were the browser sent away, it would try to reach evil.example; answer for it so the test can tell.
        await page.context().route(
          (url) => url.hostname.endsWith('evil.example'),
          (route) => route.fulfill({ body: 'left the shop' }),
        )

        const email = uniqueEmail('hostile-next')
        await createAccount(email, 'Careful Shopper')
        await openPage(page, `/signin?next=${encodeURIComponent(hostile)}`)
        await fillSignIn(page, email)
        await expectToast(page, 'Signed in successfully')
        await expect(page).toHaveURL(home, { timeout: AFTER_SESSION_CHANGE })
        await expect(header(page).getByRole('button', { name: /^Account menu for/ })).toBeVisible()
        expect(visited.map((url) => new URL(url).origin)).toEqual(visited.map(() => shop))
        await expect(page.getByText('left the shop')).toHaveCount(0)
      },
    )
  }

  test(
    'a tampered session cookie is refused and treated as signed out',
    { tag: '@once' },
    async ({ page, baseURL }) => {
      await page
        .context()
        .addCookies([
          { name: '__session', value: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.forged', url: baseURL! },
        ])
      await page.goto('/account')
      await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/)
      await expect(signInButton(page)).toBeVisible()
      expect(await sessionCookie(page)).toBeUndefined()

      await page.context().addCookies([{ name: '__session', value: 'garbage', url: baseURL! }])
      await page.goto('/')
      await expect(signInButton(page)).toBeVisible()
      await expect(header(page).getByRole('button', { name: /^Account menu for/ })).toHaveCount(0)
    },
  )
})

test.describe('password reset', { tag: '@once' }, () => {
  test('the forgot form sends a reset email and never reveals whether the account exists', async ({
    page,
  }) => {
    const email = uniqueEmail('reset')
    await createAccount(email, 'Reset Me')
    await openPage(page, '/forgot-password')
    await resetForm(page).getByLabel('Email').fill(email)
    await resetForm(page).getByRole('button', { name: 'Send Reset Link' }).click()
    await expectToast(page, 'Reset email sent!')
    await expect
      .poll(async () => (await recordedEmails(email)).map((code) => code.requestType))
      .toContain('PASSWORD_RESET')

    // The same answer for an email without an account: nothing tells the two apart.
    await expect(toasts(page).getByText('Reset email sent!')).toBeHidden()
    const stranger = uniqueEmail('stranger')
    await resetForm(page).getByLabel('Email').fill(stranger)
    await resetForm(page).getByRole('button', { name: 'Send Reset Link' }).click()
    await expectToast(page, 'Reset email sent!')
    await expect(page.getByRole('status').getByText(stranger)).toBeVisible()
    expect(await recordedEmails(stranger)).toEqual([])
  })
})

test.describe('Google', { tag: '@once' }, () => {
  test('a Google sign-up writes the profile defaults; a later Google sign-in keeps them', async ({
    page,
  }) => {
    // Sign-up, logout and sign-in again: three session changes in one test.
    test.slow()
    const email = uniqueEmail('google')
    const account = JSON.stringify({
      sub: `google-${Date.now()}`,
      email,
      email_verified: true,
      name: 'Maryam Aziz',
    })
    // The emulator's fake Google credential (see lib/auth/test-hooks.ts): the test build enables the hook.
    await page.addInitScript((claims) => {
      ;(window as Window & { __shopFakeGoogleAccount?: string }).__shopFakeGoogleAccount = claims
    }, account)

    await openPage(page, '/signup')
    await page.getByRole('button', { name: 'Sign up with Google' }).click()
    await expectToast(page, 'Signed up with Google as Maryam Aziz')
    await expect(page).toHaveURL(home, { timeout: AFTER_SESSION_CHANGE })
    await openUserMenu(page)
    await expect(header(page).getByText('Hi, Maryam Aziz')).toBeVisible()

    const profile = await storedProfile(email)
    expect(profile).toMatchObject({ name: 'Maryam Aziz', email, phone: '', language: 'english' })
    expect(profile?.createdAt).toBeInstanceOf(Timestamp)

    await header(page).getByRole('button', { name: 'Logout' }).click()
    await expectToast(page, 'Logged out successfully')
    await expect(signInButton(page)).toBeVisible()

    await openPage(page, '/signin')
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expectToast(page, 'Signed in with Google')
    await expect(page).toHaveURL(home, { timeout: AFTER_SESSION_CHANGE })
    const again = await storedProfile(email)
    expect(again?.createdAt.isEqual(profile!.createdAt)).toBe(true)
    expect(await sessionCookie(page)).toBeDefined()
  })

  test('without Google reachable, the popup fails fast with a clear message', async ({ page }) => {
    // This machine has no internet; the route makes the test mean the same on one that has.
    await page.route(/^https:\/\/apis\.google\.com\//, (route) => route.abort('internetdisconnected'))
    await openPage(page, '/signin')
    const started = Date.now()
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await expect(
      toasts(page).getByText('Google sign-in is unavailable right now. Please try again or use email.'),
    ).toBeVisible({ timeout: 15_000 })
    expect(Date.now() - started).toBeLessThan(15_000)
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
    expect(await sessionCookie(page)).toBeUndefined()
  })
})
