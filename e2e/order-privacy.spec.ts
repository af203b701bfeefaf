import { expect, test, type Browser, type Page } from '@playwright/test'
import { createAccount, signInWithApi, uniqueEmail } from './helpers/auth'
import {
  confirmationHeading,
  confirmedOrderNumber,
  fillDeliveryAddress,
  openCheckout,
} from './helpers/checkout'
import { type BagLine, fillBag, resetStock } from './helpers/shop-data'

/**
 * An order page is for its owner only: anyone else gets the 404 screen with a real 404 status, whether the
 * order exists or not, so order ids reveal nothing (proxy.ts answers before the page starts streaming).
 * Each project orders its own product, so the two projects never share stock.
 */
const LINES: Record<string, BagLine> = {
  desktop: { productId: 402, color: 'Beige', size: 'M', quantity: 1 },
  mobile: { productId: 302, color: 'Blush', size: 'M', quantity: 1 },
}

test.describe.configure({ timeout: 120_000 })

async function signedInPage(browser: Browser, name: string, tag: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const email = uniqueEmail(tag)
  await createAccount(email, name)
  // Without the form (auth.spec.ts tests it): the page starts blank, signed in.
  await signInWithApi(page, email)
  return { context, page, email }
}

const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })

test("another shopper's order, and an order that does not exist, answer 404; the owner's answers 200", async ({
  browser,
}, testInfo) => {
  const line = LINES[testInfo.project.name]
  if (!line) throw new Error(`No product for project ${testInfo.project.name}`)
  const owner = await signedInPage(browser, 'Amna Riaz', 'order-owner')
  const stranger = await signedInPage(browser, 'Zara Iqbal', 'order-stranger')
  try {
    await fillBag(owner.email, [line])
    const form = await openCheckout(owner.page)
    await fillDeliveryAddress(form)
    await form.getByRole('button', { name: 'Place order' }).click()
    const number = await confirmedOrderNumber(owner.page)
    const orderPath = new URL(owner.page.url()).pathname
    expect(orderPath).toMatch(/^\/orders\/[\w-]+$/)

    // The stranger, signed in, opens the owner's order URL: the 404 screen with a 404 status.
    const refused = await stranger.page.goto(orderPath)
    expect(refused?.status()).toBe(404)
    expect(refused?.headers()['cache-control']).toMatch(/no-store/)
    await expect(notFoundHeading(stranger.page)).toBeVisible()
    await expect(stranger.page.getByText(number)).toHaveCount(0)
    await expect(confirmationHeading(stranger.page)).toHaveCount(0)

    // A made-up order id looks exactly the same, to the stranger and to the owner.
    for (const page of [stranger.page, owner.page]) {
      const madeUp = await page.goto('/orders/00000000-0000-4000-8000-000000000000')
      expect(madeUp?.status()).toBe(404)
      await expect(notFoundHeading(page)).toBeVisible()
    }

    // The owner still opens their own order, with a 200, privately.
    const own = await owner.page.goto(orderPath)
    expect(own?.status()).toBe(200)
    expect(own?.headers()['cache-control']).toMatch(/private|no-store/)
    await expect(confirmationHeading(owner.page)).toBeVisible()
    await expect(owner.page.getByText(number)).toBeVisible()
  } finally {
    await resetStock([line.productId])
    await owner.context.close()
    await stranger.context.close()
  }
})
