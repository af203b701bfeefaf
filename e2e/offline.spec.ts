import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { waitForHydration } from './helpers/auth'

/** The worker `next build` wrote (lib/offline/build-service-worker.ts), which the test server serves. */
const SERVICE_WORKER_FILE = path.join(process.cwd(), 'public', 'sw.js')

/**
 * The shop on a phone that loses its signal (issue 56, docs/offline.md): the service worker keeps the
 * catalogue pages she opened and their files, answers an unseen page with the offline page in her language,
 * shows the bag as last seen, and Add to Bag says it needs a connection. The other specs block the worker
 * (playwright.config.ts); these let it run.
 */
test.use({ serviceWorkers: 'allow' })

test.describe('offline', { tag: '@mobile-only' }, () => {
  test.setTimeout(90_000)
  // One at a time: the second rewrites the worker the first registers.
  test.describe.configure({ mode: 'serial' })

  /** The names of the caches the shop's worker has filled, and the addresses of the pages kept. */
  const keptPages = (page: Page) =>
    page.evaluate(async () => {
      const names = await caches.keys()
      const pages = names.find((name) => name.startsWith('fatin-pages-'))
      const kept = pages ? await (await caches.open(pages)).keys() : []
      return { names, pages: kept.map((request) => new URL(request.url).pathname) }
    })

  /**
   * Until the pages are kept, and the worker has said so for every page this tab noted for it: it answers
   * only once a page's files, and the chunks its scripts load on demand, are kept too (pages-awaiting-worker.ts).
   */
  async function waitForKept(page: Page, paths: string[]) {
    await expect
      .poll(async () => (await keptPages(page)).pages, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(paths))
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('fatin:pages-awaiting-worker')), {
        timeout: 30_000,
      })
      .toBeNull()
  }

  /** A guest's bag holding one product, bought from its page, then the bag page seen online. */
  async function fillBagAndSeeIt(page: Page) {
    await page.goto('/product/1401')
    const form = page.getByRole('form', { name: /^Buy / })
    await expect(form.getByText(/^(In stock|Only \d+ Left!)$/)).toBeVisible()
    await form.getByRole('button', { name: 'Add to Bag' }).tap()
    await expect(page.getByText(/added to your bag/).first()).toBeVisible()
    await page.goto('/cart')
    await expect(page.getByRole('main').getByText('Rosewater Hydrating Serum').first()).toBeVisible()
  }

  async function goOffline(context: BrowserContext) {
    await context.setOffline(true)
  }

  test('pages she opened still open, unseen ones say offline in her language, the bag is its last state', async ({
    page,
    context,
  }) => {
    await fillBagAndSeeIt(page)
    // A listing from a shared link, then a product opened from it (an in-app navigation).
    await page.goto('/clothing/abayas')
    const card = page.getByTestId('product-card').first()
    const productName = await card.getByRole('heading', { level: 3 }).innerText()
    await card.getByRole('heading', { level: 3 }).getByRole('link').tap()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    const productPath = new URL(page.url()).pathname
    await page.evaluate(() => navigator.serviceWorker.ready)
    await waitForKept(page, ['/clothing/abayas', productPath, '/offline', '/ur/offline'])
    // Nothing personal was kept: not the bag's JSON, not its private page.
    const kept = await keptPages(page)
    expect(kept.pages).not.toContain('/cart')
    expect(kept.pages.some((path) => path.startsWith('/api/'))).toBe(false)

    await goOffline(context)

    await page.goto('/clothing/abayas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Timeless Abayas')
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible()
    await page.goto(productPath)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)

    // Add to Bag needs a connection, says so, and keeps what she chose.
    const form = page.getByRole('form', { name: /^Buy / })
    const size = form.getByRole('radio', { name: 'M', exact: true })
    await size.check()
    await form.getByRole('button', { name: 'Add to Bag' }).tap()
    await expect(page.getByText(/adding to your bag needs a connection/)).toBeVisible()
    await expect(size).toBeChecked()
    await expect(page).toHaveURL(new RegExp(`${productPath}$`))

    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await expect(page).toHaveURL(/\/faq$/)
    // Its way out leads back to the page she came from, which the phone kept.
    await page.getByRole('button', { name: 'Back to the last page' }).tap()
    await expect(page).toHaveURL(new RegExp(`${productPath}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    await page.goto('/ur/faq')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('آپ آف لائن ہیں')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur')

    await page.goto('/cart')
    const bag = page.getByTestId('offline-bag')
    await expect(bag.getByRole('heading', { level: 1 })).toHaveText('Your bag')
    await expect(bag.getByRole('status')).toContainText('You are offline. This is your bag as it was on')
    await expect(bag.getByText('Rosewater Hydrating Serum')).toBeVisible()

    // Back online: the bag page loads for real, once.
    let loads = 0
    page.on('load', () => loads++)
    await context.setOffline(false)
    await expect(page.getByTestId('offline-bag')).toBeHidden({ timeout: 15_000 })
    await expect(page.getByRole('main').getByText('Rosewater Hydrating Serum').first()).toBeVisible()
    await page.waitForTimeout(2_000)
    expect(loads).toBe(1)
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline')
  })

  test('a listing and a product opened from links, with no tap on either, open offline, scripts and all, once the worker is ready', async ({
    page,
    context,
  }) => {
    // Two shared links followed one after the other: full page loads, nothing tapped or typed, the first
    // left before it finished loading (so before any worker was registered). The listing's link carries its
    // campaign's tags; it is kept, and found offline, under its plain address.
    await page.goto('/clothing/abayas?utm_source=whatsapp&utm_medium=share&utm_campaign=eid-edit', {
      waitUntil: 'domcontentloaded',
    })
    await page.goto('/product/1401')
    const productName = await page.getByRole('heading', { level: 1 }).innerText()
    // The worker is ready only once it has kept what the tab showed before it: nothing more to wait for.
    await page.evaluate(() => navigator.serviceWorker.ready)
    expect((await keptPages(page)).pages).toEqual(
      expect.arrayContaining(['/clothing/abayas', '/product/1401']),
    )
    // The worker takes the product page over as it activates: this browser keeps no page for Back (Playwright
    // turns the back/forward cache off), so the listing went for good and the product is alone in its tab.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    await goOffline(context)
    const missing: string[] = []
    page.on('requestfailed', (request) => {
      // A file still loading when the test moves on is cut short (net::ERR_ABORTED): that is not a file
      // missing offline, which fails as a network error.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return
      if (new URL(request.url()).pathname.startsWith('/_next/static/')) missing.push(request.url())
    })
    await page.goto('/clothing/abayas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Timeless Abayas')
    // A card's heart says the wishlist needs a connection, and the listing stays as it was.
    const heart = page.getByTestId('product-card').first().getByRole('button', { name: 'Add to favorites' })
    // A tap before React has hydrated the heart does nothing; it has no form to keep the tap for later.
    await waitForHydration(page, '[data-testid="product-card"] button[data-product-id]')
    await heart.tap()
    await expect(page.getByText(/changing your wishlist needs a connection/)).toBeVisible()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Timeless Abayas')
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0)
    // The same listing from another shared link.
    await page.goto('/clothing/abayas?utm_source=facebook&fbclid=abc123')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discover Timeless Abayas')
    await page.goto('/product/1401')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
    // Its scripts ran from what was kept: the form answers, and says it needs a connection.
    await page.getByRole('form', { name: /^Buy / }).getByRole('button', { name: 'Add to Bag' }).tap()
    await expect(page.getByText(/adding to your bag needs a connection/)).toBeVisible()
    expect(missing).toEqual([])
  })

  test('the page she is on when the worker first installs is served by it from then on, offline too', async ({
    page,
    context,
  }) => {
    const workerStarted = context.waitForEvent('serviceworker')
    await page.goto('/clothing/abayas')
    await workerStarted
    // As Playwright's guide waits for a worker: active already, or else taking control of the page.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      if (registration?.active?.state === 'activated' && navigator.serviceWorker.controller) return
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve))
    })
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)

    // The same page, never reloaded, when the signal goes.
    await goOffline(context)
    const heart = page.getByTestId('product-card').first().getByRole('button', { name: 'Add to favorites' })
    await waitForHydration(page, '[data-testid="product-card"] button[data-product-id]')
    await heart.tap()
    await expect(page.getByText(/changing your wishlist needs a connection/)).toBeVisible()
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
  })

  test('a product opened by a tap on a page the worker controls is kept as she taps, with no word from the page', async ({
    page,
  }) => {
    await page.goto('/clothing/abayas')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.addInitScript(() => {
      // The page never speaks to the worker: what is kept comes from the worker seeing the navigation itself.
      ServiceWorker.prototype.postMessage = () => {}
      // The tap's prefetch never ends, as on a slow network, so the navigation asks for the page itself. (After
      // a finished prefetch it asks for nothing, and the page's own note to the worker keeps the page.)
      const fetchFromPage = window.fetch.bind(window)
      window.fetch = (input, init) => {
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
        const prefetch = headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch')
        return prefetch ? new Promise<Response>(() => {}) : fetchFromPage(input, init)
      }
    })
    await page.reload()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    const card = page.getByTestId('product-card').first()
    await card.getByRole('heading', { level: 3 }).getByRole('link').tap()
    await expect(page).toHaveURL(/\/product\/\d+$/)
    const productPath = new URL(page.url()).pathname
    await expect.poll(async () => (await keptPages(page)).pages).toContain(productPath)
  })

  test('a bag filled on a product page, never opened, shows offline as it was last known', async ({
    page,
    context,
  }) => {
    await page.goto('/product/1401')
    const form = page.getByRole('form', { name: /^Buy / })
    await expect(form.getByText(/^(In stock|Only \d+ Left!)$/)).toBeVisible()
    await form.getByRole('button', { name: 'Add to Bag' }).tap()
    await expect(page.getByText(/added to your bag/).first()).toBeVisible()
    await page.evaluate(() => navigator.serviceWorker.ready)
    await waitForKept(page, ['/offline'])
    // The bag is read again after the add, in the background, and kept for the offline bag page.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('fatin:last-bag') ?? ''))
      .toContain('Rosewater Hydrating Serum')

    await goOffline(context)
    await page.goto('/cart')
    const bag = page.getByTestId('offline-bag')
    await expect(bag.getByRole('status')).toContainText('You are offline. This is your bag as it was on')
    await expect(bag.getByText('Rosewater Hydrating Serum')).toBeVisible()
  })

  test('on the bag page when the signal goes, changing the bag says it needs a connection and changes nothing', async ({
    page,
    context,
  }) => {
    await fillBagAndSeeIt(page)
    const name = 'Rosewater Hydrating Serum'
    const quantity = page.getByRole('main').getByLabel(`Quantity of ${name}`, { exact: true })
    const before = await quantity.inputValue()

    await goOffline(context)
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).tap()
    await expect(page.getByText(/changing your bag needs a connection/)).toBeVisible()
    await expect(quantity).toHaveValue(before)
    await page.getByRole('button', { name: `Remove ${name}` }).tap()
    await expect(page.getByText(/changing your bag needs a connection/).first()).toBeVisible()
    await expect(page.getByRole('main').getByText(name).first()).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0)
  })

  test('a new deployment takes over and leaves nothing of the old one in its caches', async ({ page }) => {
    await page.goto('/clothing/abayas')
    await page.getByTestId('product-card').first().getByRole('heading', { level: 3 }).getByRole('link').tap()
    await page.evaluate(() => navigator.serviceWorker.ready)
    await waitForKept(page, ['/clothing/abayas', '/offline'])
    const before = await keptPages(page)
    const oldVersion = before.names
      .find((name) => name.startsWith('fatin-pages-'))!
      .slice('fatin-pages-'.length)

    // The next deployment: the same worker with another version, as the next build writes it. The server
    // reads public/sw.js when asked for it, so the file is rewritten in place, then put back.
    const newVersion = 'nextdeployment01'
    const original = readFileSync(SERVICE_WORKER_FILE, 'utf8')
    expect(original).toContain(oldVersion)
    let loads = 0
    page.on('load', () => loads++)
    let controllerChanged: string
    try {
      writeFileSync(SERVICE_WORKER_FILE, original.replaceAll(oldVersion, newVersion))
      controllerChanged = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        await registration!.update()
        const next = registration!.installing ?? registration!.waiting
        if (!next) return 'no update'
        await new Promise<void>((resolve) => {
          next.addEventListener('statechange', () => next.state === 'activated' && resolve())
          if (next.state === 'activated') resolve()
        })
        return next.state
      })
    } finally {
      writeFileSync(SERVICE_WORKER_FILE, original)
    }
    expect(controllerChanged).toBe('activated')

    // Only the new deployment's caches are left, and its offline pages are in them.
    await expect
      .poll(async () => (await keptPages(page)).names.filter((name) => name.includes(oldVersion)))
      .toEqual([])
    const after = await keptPages(page)
    expect(after.names).toContain(`fatin-pages-${newVersion}`)
    expect(after.pages).toEqual(expect.arrayContaining(['/offline', '/ur/offline']))

    // The shop goes on working, without a reload of its own.
    await page.goto('/sale')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flash Sale')
    await page.waitForTimeout(1_000)
    expect(loads).toBe(1)
  })
})
