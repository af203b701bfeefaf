import { expect, test, type Locator, type Page } from '@playwright/test'
import { createAccount, fillSignIn, header, toasts, uniqueEmail } from './helpers/auth'
import { pauseClockSoon } from './helpers/clock'

/**
 * Toasts stay on top and usable while a modal dialog is open. The auth modal is a native modal <dialog> in
 * the browser's top layer; a toast raised from it must not sit dimmed under its backdrop.
 */
async function openAuthModal(page: Page): Promise<Locator> {
  // The page's clock runs in real time but can be paused: see the test.
  await page.clock.install()
  await page.goto('/')
  const signIn = header(page).getByRole('link', { name: 'Sign in' })
  await expect(signIn).toBeVisible()
  await page.waitForFunction(() => {
    const link = document.querySelector('header a[aria-label="Sign in"]')
    return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps'))
  })
  await signIn.click()
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** Whether what the browser shows at the middle of the element is the element itself (nothing covers it). */
function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return !!hit && node.contains(hit)
  })
}

test('an error toast raised in the auth modal is on top, readable and closes with its button', async ({
  page,
}) => {
  const email = uniqueEmail('toast')
  await createAccount(email, 'Toast Reader')
  const dialog = await openAuthModal(page)

  await fillSignIn(page, email, 'not-my-password')
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Email or password is incorrect.' })
  await expect(toast).toBeVisible()
  // The toast's 4 s timer is not what this test is about, and on a loaded machine the round trips below can
  // take longer than that: the page's clock stands still until the pointer rests on the toast. Resting there
  // must then keep it (sonner pauses its timer while the toasts are hovered and marks them data-expanded),
  // however slowly the checks below run, so that only its button closes it.
  await pauseClockSoon(page, 500)
  // The move is repeated until sonner has seen it: the toast may still be sliding in at the first one.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox()
      if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      return toast.getAttribute('data-expanded')
    })
    .toBe('true')
  await page.clock.resume()
  await expect.poll(() => isOnTop(toast)).toBe(true)

  const close = toast.getByRole('button', { name: 'Close toast' })
  await expect.poll(() => isOnTop(close)).toBe(true)
  await close.click({ timeout: 5_000 })
  await expect(toast).toBeHidden()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('form', { name: 'Sign in' })).toBeVisible()
})
