import { expect, type Page, test } from '@playwright/test'
import { accountMenuButton, header } from './helpers/auth'
import { signUpShopper } from './helpers/checkout'
import { fillBag } from './helpers/shop-data'

/**
 * Catalogue pages are the same static HTML for every visitor, cacheable by a CDN; what depends on the
 * shopper (user button, badges, hearts, live stock) is filled in by the browser from GET /api/shopper.
 * These tests check the caching, that the personal parts are right for a guest and a signed-in shopper,
 * that nothing wrong ever flashes on screen while they load, and that nothing moves when they arrive.
 */
const CATALOGUE = ['/', '/category/clothing', '/clothing/abayas', '/product/1', '/sale', '/blog', '/about']

/**
 * Records, from the first byte of the page on, every accessible name the header's user slot and cart link
 * take, and the layout shifts of anything in the header (where the personal islands are), so a test can
 * prove what was never shown and that filling them in moved nothing. Shifts elsewhere on the page are not
 * the islands' doing; Lighthouse's CLS in `npm run bench` covers the whole page.
 */
async function recordHeader(page: Page) {
  // The web fonts are held back, so text keeps its fallback font and a font swap cannot move the header:
  // any shift left is the islands' own.
  await page.route(/\.woff2(\?|$)/, (route) => route.abort())
  await page.addInitScript(() => {
    const seen = { user: new Set<string>(), cart: new Set<string>(), shift: 0 }
    Object.assign(window, { __seen: seen })
    const look = () => {
      const banner = document.querySelector('header')
      if (!banner) return
      for (const link of banner.querySelectorAll('a[href="/cart"]'))
        seen.cart.add(link.getAttribute('aria-label') ?? '')
      if (banner.querySelector('a[aria-label="Sign in"]')) seen.user.add('Sign in')
      if (banner.querySelector('button[aria-label^="Account menu"]')) seen.user.add('Account menu')
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources: { node: Node | null }[]
      })[]) {
        const inHeader = entry.sources.some((source) => source.node?.parentElement?.closest('header'))
        if (!entry.hadRecentInput && inHeader) seen.shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function seen(page: Page) {
  return page.evaluate(() => {
    const { user, cart, shift } = (
      window as unknown as { __seen: { user: Set<string>; cart: Set<string>; shift: number } }
    ).__seen
    return { user: [...user], cart: [...cart], shift }
  })
}

test.describe('static catalogue pages', { tag: '@once' }, () => {
  test('are public and cacheable, and the same HTML for a guest and a signed-in shopper', async ({
    page,
    request,
  }) => {
    await signUpShopper(page, 'Cache Checker', 'static-cache')
    const cookies = await page.context().cookies()
    const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    for (const path of CATALOGUE) {
      const guest = await request.get(path, { headers: { cookie: '' } })
      const signedIn = await request.get(path, { headers: { cookie: cookieHeader } })
      expect(guest.status(), path).toBe(200)
      const cacheControl = guest.headers()['cache-control'] ?? ''
      expect(cacheControl, path).toMatch(/^public\b/)
      expect(cacheControl, path).toMatch(/s-maxage=\d+/)
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/)
      expect(cacheControl, path).not.toMatch(/no-store|private/)
      expect(signedIn.headers()['cache-control'], path).toBe(cacheControl)
      expect(await signedIn.text(), path).toBe(await guest.text())
    }
  })

  test('a shared filtered listing is rendered on the server and cacheable too', async ({ request }) => {
    const response = await request.get('/clothing/abayas?color=black&sort=price-low')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/^public\b.*s-maxage=\d+/)
    expect(await response.text()).toContain('noindex')
  })

  test('personal pages and the shopper endpoint never go to a shared cache', async ({ request }) => {
    for (const path of ['/cart', '/wishlist']) {
      expect((await request.get(path)).headers()['cache-control'], path).toMatch(/private|no-store/)
    }
    const shopper = await request.get('/api/shopper')
    expect(shopper.headers()['cache-control']).toBe('private, no-cache')
    expect(await shopper.json()).toMatchObject({ user: null, counts: { cart: 0, wishlist: 0 } })
  })
})

test(
  "the shop's pictures are the photo pipeline's AVIF and WebP, versioned and cached as immutable",
  { tag: '@once' },
  async ({ page, request }) => {
    await page.goto('/')
    // The first picture is the first slide: its narrow crop's sources (AVIF, WebP), the whole slide's AVIF
    // source, and the <img>'s WebP srcset.
    const picture = page.getByRole('main').locator('picture').first()
    const srcsets = await picture
      .locator('source, img')
      .evaluateAll((elements) =>
        elements.map((element) => [
          element.getAttribute('srcset') ?? '',
          element.getAttribute('type') ?? 'image/webp',
        ]),
      )
    expect(srcsets.map(([, type]) => type)).toEqual(['image/avif', 'image/webp', 'image/avif', 'image/webp'])
    const pattern = /^\/pictures\/[\w/-]+-\d+\.(avif|webp)\?v=[0-9a-f]{12}$/
    for (const [srcset, type] of srcsets) {
      const urls = srcset!.split(', ').map((entry) => entry.split(' ')[0]!)
      expect(urls.length).toBeGreaterThan(1)
      for (const url of urls) expect(url).toMatch(pattern)
      const file = await request.get(urls[0]!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe(type)
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
      // Another version than this build's is not pinned for a year under that address.
      const foreign = await request.get(urls[0]!.replace(/\?v=.*$/, '?v=000000000000'))
      expect(foreign.headers()['cache-control'] ?? '').not.toContain('immutable')
    }
    // No drawing is served any more: the SVG artwork is the pipeline's source, not a page's picture.
    expect(await page.locator('img[src$=".svg"], img[src*=".svg?"]').count()).toBe(0)
  },
)

test.describe('personal parts filled in by the browser', () => {
  test('a guest sees the sign-in button and empty badges, with nothing shifting', async ({ page }) => {
    await recordHeader(page)
    await page.goto('/clothing/abayas')
    await expect(header(page).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
    const record = await seen(page)
    expect(record.user).toEqual(['Sign in'])
    // Before it knew, the cart link carried no count at all: never a guess.
    expect(record.cart.filter((label) => label !== 'Cart' && label !== 'Cart, 0 items')).toEqual([])
    expect(record.shift).toBe(0)
  })

  test('a signed-in shopper never sees a sign-in button or a wrong count, on every catalogue page', async ({
    page,
  }) => {
    const email = await signUpShopper(page, 'Static Shopper', 'static-badges')
    await fillBag(email, [{ productId: 1401, color: null, size: null, quantity: 3 }])
    await recordHeader(page)
    for (const path of ['/', '/clothing/abayas', '/product/1', '/sale']) {
      await page.goto(path)
      await expect(header(page).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
      await expect(accountMenuButton(page)).toBeVisible()
      const record = await seen(page)
      expect(record.user, path).toEqual(['Account menu'])
      expect(
        record.cart.filter((label) => label !== 'Cart'),
        path,
      ).toEqual(['Cart, 3 items'])
      expect(record.shift, path).toBe(0)
    }
  })

  test(
    'hearts and live stock come from the shopper endpoint on a static product page',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/product/103')
      const form = page.getByRole('form', { name: /^Buy / })
      await expect(form.getByText('Only 2 Left!')).toBeVisible()
      const heart = form.getByRole('button', { name: 'Add to favorites' })
      await expect(heart).toHaveAttribute('data-known', 'true')
    },
  )
})

test('personal pages say how to see them with JavaScript turned off, in the page’s language @once', async ({
  request,
}) => {
  // A <noscript> note, read from the HTML: Playwright's javaScriptEnabled stops scripts from running but
  // leaves the parser treating <noscript> as text, so a browser test cannot see it the way a shopper would.
  for (const [path, note] of [
    ['/cart', 'Turn JavaScript on to see this page.'],
    ['/checkout', 'Turn JavaScript on to see this page.'],
    ['/ur/wishlist', 'یہ صفحہ دیکھنے کے لیے جاوا اسکرپٹ آن کریں۔'],
  ] as const) {
    const html = await (await request.get(path)).text()
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? ''
    expect([path, noscript]).toEqual([path, expect.stringContaining(note)])
  }
})
