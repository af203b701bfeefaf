import { expect, test } from '@playwright/test'
import { uniqueEmail } from './helpers/auth'
import { confirmedOrderNumber, openCheckout, PLACING } from './helpers/checkout'
import { addToBag, fillGuestDetails, type GuestPick, uniqueMobile } from './helpers/guest'
import { mailTo } from './helpers/inbox'
import { orderIdOf, storedOrder } from './helpers/orders'
import { db, setStock, stockOf } from './helpers/shop-data'

/**
 * An unconfirmed cash-on-delivery order holds its stock for 24 hours, then lapses: the scheduled job (or the
 * next look at it) cancels it, puts the stock back and tells the shopper why (lib/orders/lifecycle/).
 */
const PICKS: Record<string, GuestPick> = {
  desktop: { id: 2003, color: 'Gold' },
  mobile: { id: 2004, color: 'Navy' },
}

const JOB_URL = '/api/jobs/lapse-holds'
const jobHeaders = () => ({ authorization: `Bearer ${process.env.SHOP_JOBS_SECRET ?? ''}` })

test('an order not confirmed in time lapses: stock back, the shopper told why, the page says cancelled', async ({
  page,
  request,
}, testInfo) => {
  const pick = PICKS[testInfo.project.name]
  if (!pick) throw new Error(`No product for project ${testInfo.project.name}`)
  await setStock(pick.id, 5, pick)
  const email = uniqueEmail('lapse')

  await addToBag(page, pick)
  const form = await openCheckout(page)
  await fillGuestDetails(form, { fullName: 'Sana Iqbal', mobile: uniqueMobile(), email })
  await form.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/, PLACING)
  const number = await confirmedOrderNumber(page)
  const orderId = orderIdOf(new URL(page.url()).pathname)
  expect(await stockOf(pick.id)).toBe(4)

  // Nobody but the scheduler may run the job.
  expect((await request.post(JOB_URL)).status()).toBe(401)
  expect((await request.post(JOB_URL, { headers: { authorization: 'Bearer guessed' } })).status()).toBe(401)
  // Still within its hold: the job leaves it alone.
  expect((await request.post(JOB_URL, { headers: jobHeaders() })).status()).toBe(200)
  expect((await storedOrder(orderId)).status).toBe('placed')

  // A day later, unconfirmed.
  await db()
    .collection('orders')
    .doc(orderId)
    .update({ holdUntil: new Date(Date.now() - 60_000) })
  const run = await request.post(JOB_URL, { headers: jobHeaders() })
  expect(run.status()).toBe(200)
  expect((await run.json()).lapsed).toBeGreaterThanOrEqual(1)

  const stored = await storedOrder(orderId)
  expect(stored.status).toBe('cancelled')
  expect(stored.history.at(-1)).toMatchObject({ status: 'cancelled', by: { role: 'system' } })
  expect(await stockOf(pick.id)).toBe(5)
  const [mail] = await mailTo(email, new RegExp(`order ${number} is cancelled$`))
  expect(mail?.text).toContain('This order was not confirmed within 24 hours')

  await page.reload()
  await expect(page.getByText('Cancelled: not confirmed within 24 hours')).toBeVisible()
})
