import { expect, type Page, test } from '@playwright/test'

/**
 * Links prefetch on intent, not on sight (components/i18n/locale-link.tsx): a first visit downloads no other
 * page, so a shopper on mobile data pays only for what she opens, and reaching for a link (a pointer over it,
 * a finger on it) fetches its page before the click or tap lands.
 */
function recordPageFetches(page: Page) {
  const fetched: string[] = []
  // Next asks for another page's payload with an RSC header; a page's own load never does.
  page.on('request', (request) => {
    if (request.headers()['rsc']) fetched.push(new URL(request.url()).pathname)
  })
  return fetched
}

test('a first visit fetches no other page; reaching for a product link fetches only that one', async ({
  page,
  isMobile,
}) => {
  const fetched = recordPageFetches(page)
  await page.goto('/clothing/abayas')
  const product = page.getByRole('main').locator('a[href^="/product/"]').first()
  await expect(product).toBeVisible()
  const target = await product.getAttribute('href')
  await page.waitForLoadState('networkidle')
  // The listing shows dozens of links in view; none of their pages is fetched by just looking.
  expect(fetched).toEqual([])

  if (isMobile) {
    // A tap: touchstart starts the fetch, and the tap opens the page.
    await product.tap()
  } else {
    await product.hover()
    await expect.poll(() => fetched).toContain(target)
    expect(new Set(fetched)).toEqual(new Set([target]))
    await product.click()
  }
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a link opens its page in the app, without reloading the shop, and keeps the page’s language', async ({
  page,
}) => {
  await page.goto('/ur/clothing/abayas')
  const product = page.getByRole('main').locator('a[href^="/ur/product/"]').first()
  const target = await product.getAttribute('href')
  // A full page load would start a new document and lose this mark.
  await page.evaluate(() => Object.assign(window, { shopDocumentMark: 'same document' }))
  await product.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as { shopDocumentMark?: string }).shopDocumentMark)).toBe(
    'same document',
  )
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur')

  // Back returns to the listing, still in the same document.
  await page.goBack()
  await expect(page).toHaveURL(/\/ur\/clothing\/abayas$/)
  expect(await page.evaluate(() => (window as { shopDocumentMark?: string }).shopDocumentMark)).toBe(
    'same document',
  )
})

test('@desktop-only a Ctrl-click opens the link in a new tab and leaves this page where it is', async ({
  page,
  context,
}) => {
  await page.goto('/clothing/abayas')
  const product = page.getByRole('main').locator('a[href^="/product/"]').first()
  const target = await product.getAttribute('href')
  const opened = context.waitForEvent('page')
  await product.click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await expect(tab).toHaveURL(new RegExp(`${target}$`))
  await expect(page).toHaveURL(/\/clothing\/abayas$/)
})
