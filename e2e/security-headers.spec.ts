import { expect, test as base, type APIResponse, type Page } from '@playwright/test'
import { blogPosts } from '@/data/blog'
import {
  accountMenuButton,
  AFTER_SESSION_CHANGE,
  AUTH_EMULATOR,
  expectToast,
  fillSignIn,
  fillSignUp,
  header,
  openUserMenu,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'
import { openCheckout } from './helpers/checkout'
import { fillBag } from './helpers/shop-data'

/**
 * Security headers (lib/security/headers.ts, applied by next.config.ts to every path) and a
 * Content-Security-Policy that no page breaks: every page type is visited, the auth flows run against the Auth
 * emulator from the browser, and any CSP violation fails the test. The test server runs in emulator mode
 * (plain http on localhost), so Strict-Transport-Security is absent by design; the unit tests cover it.
 */

type Violation = { directive: string; blocked: string; source: string }

/**
 * Records CSP violations two ways: a `securitypolicyviolation` listener in every document (read before each
 * navigation, since a new document starts a new record) and Chromium's console message for each violation,
 * which also catches one on a page a click navigated away from. Also records Chromium's console errors about
 * the Permissions-Policy header (a feature it does not know, a malformed entry): every page would log them.
 */
class PolicyWatch {
  readonly violations: Violation[] = []
  readonly consoleMessages: string[] = []

  constructor(private readonly page: Page) {}

  async install() {
    this.page.on('console', (message) => {
      const text = message.text()
      if (text.includes('Content Security Policy') || text.includes('Permissions-Policy')) {
        this.consoleMessages.push(text)
      }
    })
    await this.page.addInitScript(() => {
      const seen: { directive: string; blocked: string; source: string }[] = []
      Object.assign(window, { __cspViolations: seen })
      document.addEventListener(
        'securitypolicyviolation',
        (event) =>
          seen.push({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          }),
        true,
      )
    })
  }

  /** Moves the current document's recorded violations into this list. */
  async harvest() {
    const found = await this.page
      .evaluate(() => {
        const record = (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []
        return record.splice(0, record.length)
      })
      // A document that is mid-navigation has nothing to read; the console listener still saw its violations.
      .catch(() => [])
    this.violations.push(...found)
  }

  async expectNone() {
    await this.harvest()
    expect(this.violations, 'CSP violations reported by the page').toEqual([])
    expect(this.consoleMessages, 'CSP and Permissions-Policy errors in the console').toEqual([])
  }
}

const test = base.extend<{ policy: PolicyWatch }>({
  policy: [
    async ({ page }, use) => {
      const watch = new PolicyWatch(page)
      await watch.install()
      await use(watch)
      await watch.expectNone()
    },
    { auto: true },
  ],
})

/** Visits a page, checks what the shopper sees, waits until it has hydrated and gone quiet. */
async function visit(page: Page, policy: PolicyWatch, path: string, heading: string | RegExp) {
  await policy.harvest()
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await waitForHydration(page, 'header a, header button')
  // The personal islands' /api/shopper call, on-demand chunks (toasts) and prefetches run after load.
  await page.waitForLoadState('networkidle')
  await policy.harvest()
}

const HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy']

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts): parts is [string, ...string[]] => !!parts[0])
      .map(([name, ...sources]) => [name, sources]),
  )
}

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  for (const name of HEADERS) expect(headers[name], `${label}: ${name}`).toBeTruthy()
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], label).toBe('DENY')
  expect(headers['permissions-policy'], label).toMatch(/(^|, )camera=\(\)(,|$)/)
  expect(headers['permissions-policy'], label).toMatch(/(^|, )clipboard-write=\(self\)(,|$)/)
  // Emulator mode serves plain http on localhost: no HSTS there (production has it, see the unit tests).
  expect(headers['strict-transport-security'], label).toBeUndefined()

  const csp = directives(headers['content-security-policy'] ?? '')
  expect(csp.get('default-src'), label).toEqual(["'self'"])
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(csp.get('base-uri'), label).toEqual(["'self'"])
  expect(csp.get('form-action'), label).toEqual(["'self'"])
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(csp.get('connect-src'), label).toEqual(["'self'", AUTH_EMULATOR])
  expect(csp.get('frame-src'), label).toEqual([AUTH_EMULATOR])
  expect(csp.get('script-src'), label).not.toContain("'unsafe-eval'")
  return headers['content-security-policy']
}

test.describe('security headers', () => {
  test('every kind of response carries the same security headers', async ({ request }) => {
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    const policy = expectSecurityHeaders(home, 'prerendered page /')
    const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1]
    expect(asset, 'a script file in the home page').toBeTruthy()

    const responses: [label: string, path: string, status: number][] = [
      ['dynamic page', '/cart', 200],
      ['route handler', '/api/health', 200],
      ['static asset', asset!, 200],
      ['picture', '/pictures/home/slide-1-800.avif', 200],
      ['filtered listing (rewritten by proxy.ts)', '/clothing/abayas?color=black', 200],
      ['404 page', '/no-such-page', 404],
      ['unknown product (404 from proxy.ts)', '/product/999999', 404],
      ['robots.txt', '/robots.txt', 200],
      ['sign-in redirect (proxy.ts)', '/account', 307],
      ['bad escape (proxy.ts)', '/product/%E0', 400],
      ['bad escape where the proxy never runs (the Node server guard)', '/pictures/%E0', 400],
    ]
    for (const [label, path, status] of responses) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), `${label} ${path}`).toBe(status)
      expect(expectSecurityHeaders(response, `${label} ${path}`), `${label}: same policy`).toBe(policy)
    }
    const options = await request.fetch('/clothing/abayas', { method: 'OPTIONS', maxRedirects: 0 })
    expect(options.status(), 'OPTIONS (the Node server guard)').toBe(204)
    expect(expectSecurityHeaders(options, 'OPTIONS /clothing/abayas'), 'OPTIONS: same policy').toBe(policy)
  })

  test('the browser enforces the policy: a picture from another origin is refused and reported', async ({
    page,
    policy,
  }) => {
    // Proves the watch below can fail: a real violation is seen by both the listener and the console.
    await visit(page, policy, '/about', 'About Fatin')
    await page.evaluate(() => {
      const img = document.createElement('img')
      img.src = 'https://example.com/tracker.gif'
      document.body.append(img)
    })
    await expect.poll(() => policy.harvest().then(() => policy.violations.length)).toBe(1)
    expect(policy.violations[0]).toMatchObject({
      directive: 'img-src',
      blocked: 'https://example.com/tracker.gif',
    })
    await expect.poll(() => policy.consoleMessages.length).toBe(1)
    expect(policy.consoleMessages[0]).toContain('Content Security Policy')
    // This test's violation is the point; clear it so the automatic check after the test passes.
    policy.violations.length = 0
    policy.consoleMessages.length = 0
  })

  test('script files carry integrity hashes and the page still hydrates', async ({ page, policy }) => {
    await visit(page, policy, '/', /./)
    const scripts = page.locator('script[src^="/_next/static/"][integrity^="sha256-"]')
    expect(await scripts.count()).toBeGreaterThan(0)
    // The header's user button is a client island: it only answers once React has hydrated.
    await header(page).getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
  })
})

test('the browser turns off the features the shop never uses and keeps copying', async ({ page, policy }) => {
  await visit(page, policy, '/product/1', /./)
  const allowed = await page.evaluate(() => {
    // Chromium's view of the page's Permissions-Policy (without the header every feature here is allowed).
    const features = (document as Document & { featurePolicy: { allowsFeature(name: string): boolean } })
      .featurePolicy
    return Object.fromEntries(
      ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-write'].map((name) => [
        name,
        features.allowsFeature(name),
      ]),
    )
  })
  expect(allowed).toEqual({
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
    'clipboard-write': true,
  })
})

test.describe('no page breaks the Content-Security-Policy', () => {
  const post = blogPosts[0]!

  test('catalogue pages', async ({ page, policy }) => {
    test.slow()
    const pages: [string, string | RegExp][] = [
      ['/', /./],
      ['/category/clothing', 'Clothing'],
      ['/clothing/abayas', /Abayas/],
      ['/clothing/abayas?color=black', /Abayas/],
      ['/product/1', /./],
      ['/sale', 'Flash Sale'],
      ['/blog', 'The Fatin Journal'],
      [`/blog/${post.slug}`, post.title],
      ['/about', 'About Fatin'],
    ]
    for (const [path, heading] of pages) await visit(page, policy, path, heading)
  })

  test('personal and auth pages, and the 404 page, for a guest', async ({ page, policy }) => {
    test.slow()
    const pages: [string, string | RegExp][] = [
      ['/signin', 'Sign In'],
      ['/signup', 'Create Account'],
      ['/cart', 'My Cart'],
      ['/wishlist', 'My Wishlist'],
      ['/no-such-page', /Oops! Page not found/],
    ]
    for (const [path, heading] of pages) await visit(page, policy, path, heading)
  })

  test('signing up in the modal, checkout and account, signing out and in again through the Auth emulator', async ({
    page,
    policy,
  }) => {
    test.slow()
    const email = uniqueEmail('csp')
    await visit(page, policy, '/', /./)
    await header(page).getByRole('link', { name: 'Sign in' }).click()
    await page
      .getByRole('dialog', { name: 'Welcome Back' })
      .getByRole('button', { name: 'Create one now' })
      .click()
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible()
    await fillSignUp(page, { fullName: 'Hina Policy', email })
    await expectToast(page, 'Account created! Welcome, Hina Policy')
    await expect(accountMenuButton(page)).toBeVisible({ timeout: AFTER_SESSION_CHANGE })

    await fillBag(email, [{ productId: 901, color: 'Black', size: null, quantity: 1 }])
    await policy.harvest()
    const form = await openCheckout(page)
    await expect(form).toBeVisible()
    await page.waitForLoadState('networkidle')
    await visit(page, policy, '/account', 'My Account')

    await openUserMenu(page)
    await header(page).getByRole('button', { name: 'Logout' }).click()
    await expectToast(page, 'Logged out successfully')
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible({
      timeout: AFTER_SESSION_CHANGE,
    })

    await visit(page, policy, '/signin', 'Sign In')
    await fillSignIn(page, email)
    await expectToast(page, 'Signed in successfully')
    await expect(accountMenuButton(page)).toBeVisible({ timeout: AFTER_SESSION_CHANGE })
    await page.waitForLoadState('networkidle')
  })
})
