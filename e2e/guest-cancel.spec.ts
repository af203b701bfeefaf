import { expect, test } from '@playwright/test'
import { expectToast, uniqueEmail } from './helpers/auth'
import {
  applyPromo,
  confirmationHeading,
  confirmedOrderNumber,
  openCheckout,
  figure,
  orderSummary,
  PLACING,
} from './helpers/checkout'
import {
  addToBag,
  fillGuestDetails,
  freshPage,
  type GuestPick,
  productById,
  uniqueMobile,
} from './helpers/guest'
import { resetStock, setStock, stockOf } from './helpers/shop-data'
import { AFTER_STEP, shopperHistory } from './helpers/staff'

/**
 * A guest cancels the order they just placed, with no account: the browser that placed it holds the proof,
 * another browser gets nothing to cancel, and the stock comes back. Each project orders its own product,
 * which no other spec orders.
 */
const PICKS: Record<string, GuestPick> = {
  desktop: { id: 107, color: 'Grey', size: 'M' },
  mobile: { id: 203, color: 'Burgundy', size: 'L' },
}

test.describe.configure({ timeout: 120_000 })

test('a guest cancels their own order and the stock comes back', async ({ page, browser }, testInfo) => {
  const pick = PICKS[testInfo.project.name]
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  const other = await freshPage(browser)
  try {
    await setStock(pick.id, 4, pick)
    await addToBag(page, pick)
    const form = await openCheckout(page)
    await fillGuestDetails(form, {
      fullName: 'Hina Baig',
      mobile: uniqueMobile(),
      email: uniqueEmail('guest-cancel'),
    })
    await form.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
    await confirmedOrderNumber(page)
    const orderPath = new URL(page.url()).pathname
    expect(await stockOf(pick.id)).toBe(3)

    // Another browser cannot even see the order, so it has nothing to cancel.
    await other.page.goto(orderPath)
    await expect(confirmationHeading(other.page)).toHaveCount(0)
    await expect(other.page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)

    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expectToast(page, 'Your order is cancelled.')
    await expect(page.getByRole('heading', { level: 1, name: 'This order is cancelled.' })).toBeVisible(
      AFTER_STEP,
    )
    await expect(shopperHistory(page)).toContainText('Cancelled by you')
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0)
    expect(await stockOf(pick.id)).toBe(4)
  } finally {
    await resetStock([pick.id])
    await other.context.close()
  }
})

const FIRST_ORDER_PICKS: Record<string, GuestPick> = {
  desktop: { id: 306, color: 'Blush', size: 'XS' },
  mobile: { id: 1006, color: 'Emerald' },
}

test('a first order cancelled before it ships gives its first-order discount back', async ({
  page,
}, testInfo) => {
  const pick = FIRST_ORDER_PICKS[testInfo.project.name]
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  const guest = { fullName: 'Rabia Aslam', mobile: uniqueMobile(), email: uniqueEmail('first-order-back') }
  const { price } = productById(pick.id)
  const discount = Math.round((price * 15) / 100)
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`
  const orderWithFatin15 = async () => {
    await addToBag(page, pick)
    const form = await openCheckout(page)
    await fillGuestDetails(form, guest)
    await applyPromo(form, 'FATIN15')
    await expect(figure(orderSummary(page), 'Discount (FATIN15)')).toHaveText(`−${dollars(discount)}`)
    await form.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
    await confirmedOrderNumber(page)
  }
  try {
    await setStock(pick.id, 5, pick)
    await orderWithFatin15()
    await page.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel order' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'This order is cancelled.' })).toBeVisible(
      AFTER_STEP,
    )
    // Nothing was sent: her next order, same mobile and e-mail, is still her first.
    await orderWithFatin15()
    await expect(
      figure(page.getByRole('region', { name: 'Payment summary' }), 'Discount (FATIN15)'),
    ).toHaveText(`−${dollars(discount)}`)
  } finally {
    await resetStock([pick.id])
  }
})
