import { expect, test, type Page } from '@playwright/test'
import { header, signUpWithApi } from './helpers/auth'

/**
 * The personal pages are static shells filled in by the browser (lib/routing/personal-shells.ts): each must
 * hold the place its content takes, so nothing on a phone's screen jumps when it arrives (issue 56: layout
 * shift under 0.02, as the bench's Lighthouse rows measure it too).
 */
test.describe('personal pages do not jump as they fill in', { tag: '@mobile-only' }, () => {
  test.setTimeout(90_000)

  /** Layout shift on the page from its first paint until it has settled, as web-vitals counts CLS. */
  async function layoutShiftOf(page: Page, path: string, ready: (page: Page) => Promise<void>) {
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path)
    await ready(page)
    await page.waitForTimeout(1_000)
    return page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    )
  }

  async function fillBagAndWishlist(page: Page) {
    await page.goto('/product/1401')
    const form = page.getByRole('form', { name: /^Buy / })
    await expect(form.getByText(/^(In stock|Only \d+ Left!)$/)).toBeVisible()
    await form.getByRole('button', { name: 'Add to Bag' }).click()
    await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    await form.getByRole('button', { name: 'Add to favorites' }).click()
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()
  }

  const main = (page: Page) => page.getByRole('main')
  const serum = (page: Page) =>
    expect(main(page).getByText('Rosewater Hydrating Serum').first()).toBeVisible()

  test('the bag, wishlist and checkout of a guest with a bag and a wishlist', async ({ page }) => {
    await fillBagAndWishlist(page)
    for (const path of ['/cart', '/wishlist', '/checkout']) {
      const shift = await layoutShiftOf(page, path, serum)
      expect.soft(shift, `${path} shifted ${shift.toFixed(3)}`).toBeLessThan(0.02)
      console.log(`guest ${path}: ${shift.toFixed(4)}`)
    }
  })

  test('the bag, wishlist, checkout and account, signed in with a bag and a wishlist', async ({ page }) => {
    await signUpWithApi(page, 'Amna Jumps', 'no-jumps')
    await fillBagAndWishlist(page)

    const pages: [string, (page: Page) => Promise<void>][] = [
      ['/cart', serum],
      ['/wishlist', serum],
      ['/checkout', serum],
      ['/account', (p) => expect(main(p).getByText('Amna Jumps').first()).toBeVisible()],
    ]
    const shifts: Record<string, number> = {}
    for (const [path, ready] of pages) shifts[path] = await layoutShiftOf(page, path, ready)
    for (const [path, shift] of Object.entries(shifts)) {
      expect.soft(shift, `${path} shifted ${shift.toFixed(3)}`).toBeLessThan(0.02)
      console.log(`signed in ${path}: ${shift.toFixed(4)}`)
    }
  })
})
