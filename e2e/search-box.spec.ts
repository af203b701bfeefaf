import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './helpers/auth'

/**
 * The header's search box, on desktop and phone: it suggests from the whole catalogue through the search
 * index, which it fetches only once focused; it forgives typos and understands Urdu script and Roman Urdu;
 * Enter and "See all results" open the results page, in the page's language.
 */

/** The visible search box: the header's on desktop, the menu's on a phone (opened first). */
async function searchBox(page: Page) {
  const header = page.getByRole('banner')
  const menuButton = header.getByRole('button', { name: /^(Open menu|مینیو کھولیں)$/ })
  if (await menuButton.isVisible()) await menuButton.click()
  return header.getByRole('combobox', { name: /^(Search products|مصنوعات تلاش کریں)$/ })
}

const suggestions = (page: Page) => page.getByRole('banner').getByRole('option')

async function open(page: Page, path = '/') {
  await page.goto(path)
  await waitForHydration(page)
}

test('the index and its code are fetched when the box is first focused, never in the page load', async ({
  page,
}) => {
  const indexRequests: string[] = []
  let scripts = 0
  page.on('request', (request) => {
    if (request.url().includes('/search-index.json')) indexRequests.push(request.url())
    if (request.resourceType() === 'script') scripts += 1
  })
  await open(page)
  await page.waitForLoadState('networkidle')
  expect(indexRequests).toEqual([])
  const scriptsWithPage = scripts

  const fetched = page.waitForResponse((response) => response.url().includes('/search-index.json'))
  const box = await searchBox(page)
  await box.focus()
  const response = await fetched
  expect(response.status()).toBe(200)
  // MiniSearch and the loader come in a chunk of their own, fetched now, not with the page.
  expect(scripts).toBeGreaterThan(scriptsWithPage)
  // Named by its version and kept as immutable: a second page does not fetch it again.
  expect(new URL(response.url()).searchParams.get('v')).toMatch(/^[0-9a-f]{12}$/)
  expect(response.headers()['cache-control']).toContain('immutable')
  // Another version than this build's is kept like a catalogue page, never pinned for a year.
  const foreign = await page.request.get('/search-index.json?v=000000000000')
  expect(foreign.headers()['cache-control']).not.toContain('immutable')
  expect(foreign.headers()['cache-control']).toContain('s-maxage')
  await box.pressSequentially('chiffon')
  await expect(suggestions(page).first()).toContainText(/chiffon/i)
  expect(indexRequests).toHaveLength(1)
})

test('suggests from the first letter typed, whatever its case', async ({ page }) => {
  await open(page)
  const box = await searchBox(page)
  await box.pressSequentially('K')
  await expect(suggestions(page).first()).toBeVisible()
  await expect(suggestions(page).filter({ hasText: 'Kaftan' }).first()).toBeVisible()
})

test('suggests every kind of product with its picture and price, typos forgiven', async ({ page }) => {
  await open(page)
  const box = await searchBox(page)
  await box.pressSequentially('kaftn')
  const first = suggestions(page).first()
  await expect(first).toContainText('Kaftan')
  await expect(first).toContainText(/\$\d+\.\d\d/)
  const picture = first.locator('img')
  await expect(picture).toHaveAttribute('src', /^\/pictures\/products\/\d+-\d+\.webp\?v=/)
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  await box.fill('lipstick')
  await expect(suggestions(page).first()).toContainText('Halal Matte Lipstick')
  await box.fill('pashmina')
  await expect(suggestions(page).first()).toContainText('Embroidered Pashmina-Style Shawl')
})

test('understands Urdu script, Arabic-keyboard letters and Roman Urdu', async ({ page }) => {
  await open(page)
  const box = await searchBox(page)
  await box.fill('عبایا')
  await expect(suggestions(page).first()).toContainText('Abaya')
  // The same word typed with the Arabic yeh (ي) finds the same.
  await box.fill('عبايا')
  await expect(suggestions(page).first()).toContainText('Abaya')
  await box.fill('duppata')
  await expect(suggestions(page).first()).toContainText('Shawl')
  await box.fill('kurti')
  await expect(suggestions(page).first()).toContainText('Tunic')
})

test('Enter opens the results page for the words typed', async ({ page }) => {
  await open(page)
  const box = await searchBox(page)
  await box.pressSequentially('black abaya')
  await expect(suggestions(page).first()).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=black\+abaya$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toContainText('black abaya')
  await expect(page.getByTestId('product-card').first()).toContainText('Classic Black Abaya')
})

test('“See all results” opens the results page, and a query without suggestions still does', async ({
  page,
}) => {
  await open(page)
  const box = await searchBox(page)
  await box.pressSequentially('silk')
  await suggestions(page).filter({ hasText: 'See all results for “silk”' }).click()
  await expect(page).toHaveURL(/\/search\?q=silk$/, { timeout: 30_000 })
  await expect(page.getByTestId('product-card').first()).toBeVisible()

  const again = await searchBox(page)
  await again.fill('xyzzy')
  await expect(suggestions(page)).toHaveCount(0)
  await expect(again).toHaveAttribute('aria-expanded', 'false')
  await again.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=xyzzy$/, { timeout: 30_000 })
})

test('on an Urdu page, suggestions are in Urdu and Enter opens the Urdu results page', async ({ page }) => {
  await open(page, '/ur')
  const box = await searchBox(page)
  await box.pressSequentially('abaya')
  await expect(suggestions(page).first()).toContainText('کلاسک سیاہ عبایا')
  await expect(suggestions(page).first()).toHaveAttribute('href', '/ur/product/1')
  await expect(suggestions(page).last()).toHaveText('“abaya” کے تمام نتائج دیکھیں')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/ur\/search\?q=abaya$/, { timeout: 30_000 })
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('Escape closes the suggestions, then clears the box', async ({ page }) => {
  await open(page)
  const box = await searchBox(page)
  await box.pressSequentially('hijab')
  await expect(suggestions(page).first()).toBeVisible()
  await box.press('Escape')
  await expect(suggestions(page)).toHaveCount(0)
  await expect(box).toHaveValue('hijab')
  await box.press('Escape')
  await expect(box).toHaveValue('')
})
