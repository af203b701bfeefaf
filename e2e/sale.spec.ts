import { expect, test, type Page } from '@playwright/test'

/**
 * The sale page is static HTML served from a cache; which sales are still running is decided in the browser
 * with the visitor's clock, so page.clock sets "now" for both the list and the countdowns.
 */
async function openSaleAt(page: Page, iso: string) {
  await page.clock.install({ time: new Date(iso) })
  await page.goto('/sale')
}

const saleItems = (page: Page) => page.getByRole('list', { name: 'Sale items' }).getByRole('listitem')
const card = (page: Page, productId: number) =>
  saleItems(page).filter({ has: page.locator(`a[href="/product/${productId}"]`) })

test.describe('flash sale', () => {
  test('today every specified sale has ended, so the empty state shows', async ({ page }) => {
    const response = await page.goto('/sale')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Flash Sale' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'No Active Sales at the Moment' })).toBeVisible()
    await expect(main.getByText('Check back later for exciting offers!')).toBeVisible()
    await expect(saleItems(page)).toHaveCount(0)
    await main.getByRole('link', { name: 'Continue Shopping' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('on 1 May 2025 all three sales show with their deals and a ticking countdown', async ({ page }) => {
    await openSaleAt(page, '2025-05-01T00:00:00Z')
    await expect(saleItems(page)).toHaveCount(3)
    await expect(page.getByText('No Active Sales at the Moment')).toHaveCount(0)

    const abaya = card(page, 2)
    await expect(abaya.getByText('20% OFF')).toBeVisible()
    await expect(abaya.getByText('4.5', { exact: true })).toBeVisible()
    await expect(abaya.getByText('(120 reviews)')).toBeVisible()
    await expect(abaya.getByText('$119.99')).toBeVisible()
    await expect(abaya.locator('del')).toHaveText(/\$149\.99/)
    await expect(abaya.getByRole('link', { name: /^Shop Now/ })).toHaveAttribute('href', '/product/2')

    const hijab = card(page, 903)
    await expect(hijab.getByText('16.67% OFF')).toBeVisible()
    await expect(hijab.getByText('4.2', { exact: true })).toBeVisible()
    await expect(hijab.getByText('(85 reviews)')).toBeVisible()
    await expect(hijab.locator('del')).toHaveText(/\$29\.99/)

    const serum = card(page, 1401)
    await expect(serum.getByText('(150 reviews)')).toBeVisible()
    await expect(serum.getByText('$19.99')).toBeVisible()

    // Stop the browser clock one minute in: product 2 then has 14 days 23:58:59 left.
    await page.clock.pauseAt(new Date('2025-05-01T00:01:00Z'))
    const timer = abaya.getByRole('timer')
    await expect(timer).toHaveText(/14\s*Days\s*23\s*Hours\s*58\s*Minutes\s*59\s*Seconds/)
    const bar = abaya.getByTestId('countdown-seconds-bar')
    await expect(bar).toHaveAttribute('style', /scaleX\(0\.983/)

    await page.clock.runFor(1000)
    await expect(timer).toHaveText(/58\s*Minutes\s*58\s*Seconds/)
    await expect(bar).toHaveAttribute('style', /scaleX\(0\.966/)
  })

  test('on 12 May 2025 the hijab sale has ended and two remain', async ({ page }) => {
    await openSaleAt(page, '2025-05-12T00:00:00Z')
    await expect(saleItems(page)).toHaveCount(2)
    await expect(card(page, 2)).toHaveCount(1)
    await expect(card(page, 1401)).toHaveCount(1)
    await expect(card(page, 903)).toHaveCount(0)
    await expect(page.getByText('16.67% OFF')).toHaveCount(0)
  })
})
