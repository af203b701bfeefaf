import { expect, test } from '@playwright/test'
import { expectToast, openPage } from './helpers/auth'
import { expectNoAxeViolations } from './helpers/axe'
import { orderHistory } from './helpers/checkout'
import { type BagLine, resetStock, setStock, stockOf } from './helpers/shop-data'
import { AFTER_STEP, placeOrderFor, shopperHistory, signedInContext } from './helpers/staff'

/**
 * A shopper cancels their own order while it waits for confirmation: a confirm step, then the page says it
 * is cancelled and by whom, the account's history agrees, and the stock is back. Each project orders its
 * own product.
 */
const LINES: Record<string, BagLine> = {
  desktop: { productId: 1804, color: 'Navy', size: null, quantity: 1 },
  mobile: { productId: 103, color: 'Beige', size: 'M', quantity: 1 },
}

test.describe.configure({ timeout: 120_000 })

test('a shopper cancels a placed order and the stock comes back', async ({ browser }, testInfo) => {
  const line = LINES[testInfo.project.name]
  if (!line) throw new Error(`No product for project ${testInfo.project.name}`)
  const shopper = await signedInContext(browser, { name: 'Maryam Ali', tag: 'cancel-own' })
  const { page } = shopper
  try {
    await setStock(line.productId, 6, line)
    const { number, path } = await placeOrderFor(page, shopper.email, [line])
    expect(await stockOf(line.productId)).toBe(5)
    await openPage(page, path)
    await expect(shopperHistory(page)).toContainText('Order placed')
    await expectNoAxeViolations(page)

    // The first press only asks; "Keep order" leaves it as it was.
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await expect(page.getByText('Cancel this order?')).toBeVisible()
    await page.getByRole('button', { name: 'Keep order' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' }),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expectToast(page, 'Your order is cancelled.')
    await expect(page.getByRole('heading', { level: 1, name: 'This order is cancelled.' })).toBeVisible(
      AFTER_STEP,
    )
    await expect(shopperHistory(page)).toContainText('Cancelled by you')
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
    expect(await stockOf(line.productId)).toBe(6)

    await openPage(page, '/account')
    const row = orderHistory(page).getByRole('listitem').filter({ hasText: number })
    await expect(row).toContainText('Cancelled')
    await expect(row).toContainText('Cancelled by you')
  } finally {
    await resetStock([line.productId])
    await shopper.context.close()
  }
})
