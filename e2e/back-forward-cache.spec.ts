import { expect, test } from '@playwright/test'
import { chromiumExecutable, testBrowserExecutable } from '../scripts/lib/chromium.mjs'
import { expectToast, header, home, openUserMenu, signUpWithApi } from './helpers/auth'

/**
 * Playwright starts Chromium with the back/forward cache switched off (--disable-back-forward-cache); phones
 * have it on, and a catalogue page must be eligible for it (no `no-store`, nothing that blocks it). This file
 * runs its own browser with the cache on, as a shopper's Chrome has it: the full Chromium, since the headless
 * shell the other specs use has no back/forward cache.
 */
test.use({
  // With the shop's service worker running, as on a shopper's phone (docs/offline.md): it must not cost a
  // page its place in the cache.
  serviceWorkers: 'allow',
  launchOptions: {
    executablePath: chromiumExecutable() ?? testBrowserExecutable(),
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
})

test('going back to a listing restores it from the back/forward cache, with fresh badges', async ({
  page,
}) => {
  await page.goto('/clothing/abayas')
  await expect(header(page).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
  await page.evaluate(() => Object.assign(window, { __stillHere: true }))
  // A full navigation away (not a client-side one), as when a shopper follows a shared link.
  await page.goto('/product/1401')
  const form = page.getByRole('form', { name: /^Buy / })
  await expect(form.getByText(/^(In stock|Only \d+ Left!|Only \d+ left in .+)$/)).toBeVisible()
  await form.getByRole('button', { name: 'Add to Bag' }).click()
  await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  // A page restored from the cache fires pageshow, not load: wait only for the navigation itself.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/clothing\/abayas$/)
  // The page was kept whole (not reloaded), and the badge read the bag again on the way back.
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true)
  await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
})

test('after signing out, Back never brings up the last shopper’s account page as it was', async ({
  page,
}) => {
  const email = await signUpWithApi(page, 'Shared Phone', 'bfcache-signout')
  await page.goto('/account')
  await expect(page.getByRole('main').getByText(email)).toBeVisible()
  await page.evaluate(() => Object.assign(window, { __stillHere: true }))
  // A full navigation away, so the account page waits in the back/forward cache.
  await page.goto('/about')
  await openUserMenu(page)
  await header(page).getByRole('button', { name: 'Logout' }).click()
  await expectToast(page, 'Logged out successfully')

  // Signing out loaded the home page as a new page: Back leads to /about, then to the account page, each
  // loaded afresh for the session there is now (none), with nothing of hers.
  await expect(page).toHaveURL(home)
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/about$/)
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/)
  expect(
    await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere),
  ).toBeUndefined()
  await expect(page.getByText(email)).toHaveCount(0)
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
})
