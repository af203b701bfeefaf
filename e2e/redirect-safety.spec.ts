import { expect, test, type Page } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import {
  AFTER_SESSION_CHANGE,
  createAccount,
  expectToast,
  fillSignIn,
  header,
  PROJECT_ID,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'

/**
 * Redirects that take a path from the URL never lead off the shop, whatever language layer the path passes
 * through (lib/security/same-site-path.ts judges the final path). '/ur//evil.example' and '/en//evil.example'
 * look local until the language prefix is stripped, which used to leave '//evil.example'.
 */

const HIDDEN = ['/ur//evil.example', '/en//evil.example']

/** Every top-level address the page visits, and an answer for evil.example should the browser get there. */
async function recordNavigations(page: Page): Promise<string[]> {
  const visited: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url())
  })
  await page.context().route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => route.fulfill({ body: 'left the shop' }),
  )
  return visited
}

/** A profile document in the language the shopper chose, which signing in makes the page's language. */
async function accountWithLanguage(language: 'english' | 'urdu'): Promise<string> {
  const email = uniqueEmail(`redirect-${language}`)
  const { uid } = await createAccount(email, 'Careful Shopper')
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
  await getFirestore(app)
    .collection('users')
    .doc(uid)
    .set({ name: 'Careful Shopper', phone: '', email, language, createdAt: new Date() })
  return email
}

test.describe('the language switch', () => {
  for (const hidden of HIDDEN) {
    for (const to of ['ur', 'en']) {
      test(`to=${to}&path=${hidden} answers a relative Location on the shop @once`, async ({ request }) => {
        const response = await request.get(`/api/language?to=${to}&path=${encodeURIComponent(hidden)}`, {
          maxRedirects: 0,
        })
        expect(response.status()).toBe(303)
        expect(response.headers()['location']).toBe(to === 'ur' ? '/ur' : '/')
      })
    }
  }

  test('keeps the host name the shopper came by (a relative Location) @once', async ({
    request,
    baseURL,
  }) => {
    // The server names itself localhost; a shopper who reached it by its address must stay on the address.
    const byAddress = baseURL!.replace('localhost', '127.0.0.1')
    const response = await request.get(
      `${byAddress}/api/language?to=ur&path=${encodeURIComponent('/sale?x=1')}`,
      {
        maxRedirects: 0,
      },
    )
    expect(response.headers()['location']).toBe('/ur/sale?x=1')
    expect(response.headers()['cache-control']).toBe('private, no-store')
  })

  test('a hostile path opened in the browser stays on the shop', async ({ page, baseURL }) => {
    const visited = await recordNavigations(page)
    for (const hidden of HIDDEN) {
      await page.goto(`/api/language?to=en&path=${encodeURIComponent(hidden)}`)
      await expect(page).toHaveURL(new URL('/', baseURL).href)
    }
    expect(new Set(visited.map((url) => new URL(url).origin))).toEqual(new Set([new URL(baseURL!).origin]))
  })
})

test.describe('the language prefix in the address', () => {
  test('/en//evil.example and a cookie-driven switch of /ur//evil.example stay on the shop @once', async ({
    request,
  }) => {
    for (const [path, headers] of [
      ['/en//evil.example', {}],
      ['/ur//evil.example', { cookie: 'fatin_lang=en', 'sec-fetch-mode': 'navigate' }],
    ] as const) {
      const response = await request.get(path, { headers, maxRedirects: 0 })
      const location = response.headers()['location']
      if (location) expect(new URL(location, 'http://shop.test').origin).toBe('http://shop.test')
      expect(location ?? '').not.toMatch(/^(?:https?:)?\/\/evil/)
    }
  })
})

test.describe('signing in with a return path hidden behind a language prefix', () => {
  test.slow()

  test('an English-profile shopper on /ur/signin?next=/en//evil.example stays on the shop', async ({
    page,
    baseURL,
  }) => {
    const visited = await recordNavigations(page)
    const email = await accountWithLanguage('english')
    await page.goto(`/ur/signin?next=${encodeURIComponent('/en//evil.example')}`)
    const form = page.getByRole('form', { name: 'سائن اِن' })
    await waitForHydration(page, 'form[aria-label="سائن اِن"]')
    await form.getByLabel('ای میل').fill(email)
    await form.getByLabel('پاس ورڈ', { exact: true }).fill('fatin-secret-1')
    await form.getByRole('button', { name: 'سائن اِن کریں' }).click()
    // Her profile is English, so the shop switches to English: its home page, not evil.example.
    await expect(page).toHaveURL(new URL('/', baseURL).href, { timeout: AFTER_SESSION_CHANGE })
    await expect(header(page).getByRole('button', { name: /^Account menu for/ })).toBeVisible()
    expect(new Set(visited.map((url) => new URL(url).origin))).toEqual(new Set([new URL(baseURL!).origin]))
    await expect(page.getByText('left the shop')).toHaveCount(0)
  })

  test('an Urdu-profile shopper on /signin?next=/ur//evil.example stays on the shop', async ({
    page,
    baseURL,
  }) => {
    const visited = await recordNavigations(page)
    const email = await accountWithLanguage('urdu')
    await page.goto(`/signin?next=${encodeURIComponent('/ur//evil.example')}`)
    await waitForHydration(page, 'form[aria-label="Sign in"]')
    await fillSignIn(page, email)
    await expect(page).toHaveURL(new URL('/ur', baseURL).href, { timeout: AFTER_SESSION_CHANGE })
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(new Set(visited.map((url) => new URL(url).origin))).toEqual(new Set([new URL(baseURL!).origin]))
    await expect(page.getByText('left the shop')).toHaveCount(0)
  })

  test('an ordinary return path still works', async ({ page }) => {
    const email = await accountWithLanguage('english')
    await page.goto(`/signin?next=${encodeURIComponent('/sale')}`)
    await waitForHydration(page, 'form[aria-label="Sign in"]')
    await fillSignIn(page, email)
    await expectToast(page, 'Signed in successfully')
    await expect(page).toHaveURL(/\/sale$/, { timeout: AFTER_SESSION_CHANGE })
  })
})
