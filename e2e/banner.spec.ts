import { expect, test, type Page } from '@playwright/test'
import { stopClockAt } from './helpers/clock'
import { waitForHydration } from './helpers/auth'

const banner = (page: Page) => page.getByRole('region', { name: 'Promotion' })

test(
  'the banner offers 15% off with FATIN15 and counts down one day from page load',
  { tag: '@once' },
  async ({ page }) => {
    // A stopped clock: the countdown moves only when the test advances time.
    await stopClockAt(page, new Date('2025-05-01T10:00:01Z'))
    await page.goto('/')
    await waitForHydration(page, 'section[aria-label="Promotion"]')

    await expect(banner(page)).toContainText('15% off your first order')
    await expect(banner(page)).toContainText('FATIN15')
    const timer = banner(page).getByRole('timer')
    await expect(timer).toHaveText(/^01\s*Days\s*00\s*Hours\s*00\s*Minutes\s*00\s*Seconds$/)

    await page.clock.runFor(1000)
    await expect(timer).toHaveText(/^23\s*Hours\s*59\s*Minutes\s*59\s*Seconds$/)

    await page.clock.fastForward(2 * 60 * 60 * 1000 + 5000)
    await expect(timer).toHaveText(/^21\s*Hours\s*59\s*Minutes\s*54\s*Seconds$/)

    await page.clock.fastForward(22 * 60 * 60 * 1000)
    await expect(timer).toHaveText(/^00\s*Hours\s*00\s*Minutes\s*00\s*Seconds$/)
  },
)

test('dismissing hides the banner for the session and lifts the header to the top', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page, 'section[aria-label="Promotion"]')
  const header = page.getByRole('banner')
  await page.evaluate(() => window.scrollTo(0, 400))
  const bannerHeight = (await banner(page).boundingBox())?.height ?? 0
  expect(bannerHeight).toBeGreaterThan(0)
  await expect.poll(async () => (await header.boundingBox())?.y).toBeCloseTo(bannerHeight, 0)

  await page.getByRole('button', { name: 'Dismiss promotion' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(page.getByText('FATIN15')).toBeHidden()
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
})

test('a reload after dismissing shows no banner even before any script file has run', async ({ page }) => {
  await page.goto('/clothing/abayas')
  await waitForHydration(page, 'section[aria-label="Promotion"]')
  await page.getByRole('button', { name: 'Dismiss promotion' }).click()
  await expect(banner(page)).toBeHidden()

  // The script files are held back, as on a slow phone: what shows is the HTML and its inline scripts alone.
  // Shown until React hid it, the banner would flash and push the header and the page down by its height.
  let releaseScripts = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsReleased
    await route.continue()
  })
  await page.reload({ waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1, name: 'Abayas' })).toBeVisible()
  await expect(banner(page)).toBeHidden()
  expect((await page.getByRole('banner').boundingBox())?.y).toBe(0)

  releaseScripts()
  await waitForHydration(page, 'section[aria-label="Promotion"]')
  await expect(banner(page)).toBeHidden()
  // The header sticks to the very top, with no gap left for the banner.
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect.poll(async () => (await page.getByRole('banner').boundingBox())?.y).toBe(0)
})

test('a new session shows the banner again', { tag: '@once' }, async ({ browser }) => {
  const first = await browser.newContext()
  const page = await first.newPage()
  await page.goto('/')
  await waitForHydration(page, 'section[aria-label="Promotion"]')
  await page.getByRole('button', { name: 'Dismiss promotion' }).click()
  await expect(banner(page)).toBeHidden()
  await first.close()

  const second = await browser.newContext()
  const fresh = await second.newPage()
  await fresh.goto('/')
  await expect(banner(fresh)).toBeVisible()
  await expect(banner(fresh)).toContainText('FATIN15')
  await second.close()
})
