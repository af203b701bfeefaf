import { expect, test, type Page } from '@playwright/test'
import { products } from '../data/products'
import { productTextsUr } from '../data/ur/products'

/**
 * The search results page, /search?q= and /ur/search?q=, as a shopper meets it: forgiving queries (typos, Urdu
 * script, Roman Urdu), the calm pages (nothing found, no query, a query too long, markup), the page in Urdu,
 * the listing's filters and sort beside the query, and what a CDN is told. The header's box has its own spec.
 */

const SHARED_CACHE = 'public, max-age=0, s-maxage=86400, stale-while-revalidate=604800'

const namesIn = (category: string) =>
  products.filter((product) => product.category === category).map((product) => product.name)

const main = (page: Page) => page.getByRole('main')
const cards = (page: Page) => main(page).getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
const queryBox = (page: Page, label = 'Search the shop') => main(page).getByRole('searchbox', { name: label })

const search = (query: string, prefix = '') => `${prefix}/search?${new URLSearchParams({ q: query })}`

/** The first `count` cards are exactly `names` (best matches first), whatever else the query also finds. */
async function expectBestMatches(page: Page, names: readonly string[]) {
  await expect(cards(page).first()).toBeVisible()
  const shown = await cardNames(page)
  expect(shown.slice(0, names.length).sort()).toEqual([...names].sort())
}

async function expectLinksOn(page: Page, prefix = '') {
  const links = main(page).getByRole('navigation', {
    name: prefix ? 'یا دکان میں دیکھیں:' : 'Or browse the shop:',
  })
  for (const [name, href] of [
    ['Clothing', '/category/clothing'],
    ['Hijabs', '/category/hijabs'],
    ['Beauty', '/category/beauty'],
    ['Accessories', '/category/accessories'],
    ['Sale', '/sale'],
    ['New arrivals', '/#new-arrivals'],
  ] as const) {
    await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', prefix + href)
  }
}

test.describe('search results', () => {
  test('a typo in English still finds the kaftans', async ({ page }) => {
    const response = await page.goto(search('kaftn'))
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Search: kaftn | Fatin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kaftn”')
    await expectBestMatches(page, namesIn('kaftans'))
    await expect(queryBox(page)).toHaveValue('kaftn')
    await expect(main(page).getByLabel('Sort by')).toHaveValue('featured')
    await expect(main(page).getByLabel('Sort by').locator('option:checked')).toHaveText('Best match')
  })

  test('an Urdu-script query finds the abayas, whichever yeh it is written with', async ({ page }) => {
    // عبایا with the Farsi/Urdu yeh (U+06CC), عبايا with the Arabic yeh (U+064A).
    for (const query of ['عبایا', 'عبايا']) {
      await page.goto(search(query))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${query}”`)
      await expectBestMatches(page, namesIn('abayas'))
      await expect(main(page).getByRole('link', { name: 'Abayas', exact: true })).toHaveAttribute(
        'href',
        '/clothing/abayas',
      )
    }
  })

  test('Roman Urdu spellings find what they name: duppata the shawls, kurti the tunics', async ({ page }) => {
    await page.goto(search('duppata'))
    await expectBestMatches(page, namesIn('shawls'))
    await page.goto(search('kurti'))
    await expectBestMatches(page, namesIn('tunics'))
  })

  test('a query with no match says so, offers the closest spelling and ways on', async ({ page }) => {
    await page.goto(search('kaftaaaan'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kaftaaaan”')
    await expect(main(page).getByText('We found nothing for “kaftaaaan”.')).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await expectLinksOn(page)

    await main(page).getByRole('link', { name: 'kaftan', exact: true }).click()
    await expect(page).toHaveURL(/\/search\?q=kaftan$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “kaftan”')
    await expectBestMatches(page, namesIn('kaftans'))
  })

  test('no closest spelling is offered when nothing comes close', async ({ page }) => {
    await page.goto(search('zqxwv'))
    await expect(main(page).getByText('We found nothing for “zqxwv”.')).toBeVisible()
    await expect(main(page).getByText('Did you mean')).toHaveCount(0)
  })

  test('the new arrivals link lands on the home page section', async ({ page }) => {
    await page.goto(search('zqxwv'))
    await main(page).getByRole('link', { name: 'New arrivals', exact: true }).click()
    await expect(page).toHaveURL(/\/#new-arrivals$/)
    await expect(page.locator('#new-arrivals').getByRole('heading', { level: 2 })).toHaveText('New Arrivals')
  })

  test('markup in the query is shown as text and never runs', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    for (const query of ['<script>alert(1)</script>', '<b>x</b>', '"><img src=x onerror=alert(2)>']) {
      const response = await page.goto(search(query))
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`Search: ${query} | Fatin`)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(`Results for “${query}”`)
      await expect(heading.locator('b, img, script')).toHaveCount(0)
      await expect(queryBox(page)).toHaveValue(query)
    }
    await expect(main(page).locator('img[src="x"]')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  test('an empty query gets a calm page with a search form that works', async ({ page }) => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20%20']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle('Search | Fatin')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
      await expect(main(page).getByText(/^What are you looking for\?/)).toBeVisible()
      await expect(queryBox(page)).toHaveValue('')
      await expectLinksOn(page)
    }
    await queryBox(page).fill('abaya')
    await main(page).getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/search\?q=abaya$/)
    await expectBestMatches(page, namesIn('abayas'))
  })

  test('an over-long query gets a calm page showing what was read', async ({ page }) => {
    const query = 'black silk abaya '.repeat(10)
    const first100 = query.trim().slice(0, 100)
    const response = await page.goto(search(query))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search')
    await expect(main(page).getByText(/^That search is too long/)).toBeVisible()
    await expect(main(page).getByText(first100, { exact: true })).toBeVisible()
    await expect(queryBox(page)).toHaveValue(first100)
    await expectLinksOn(page)
  })

  test('the results page in Urdu', async ({ page }) => {
    const abayas = products.filter((product) => product.category === 'abayas')
    await page.goto(search('عبایا', '/ur'))
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', /^ur/)
    await expect(page).toHaveTitle('تلاش: عبایا | Fatin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“عبایا” کے نتائج')
    await expectBestMatches(
      page,
      abayas.map((product) => productTextsUr[product.id as keyof typeof productTextsUr].name),
    )
    await expect(main(page).getByLabel('ترتیب').locator('option:checked')).toHaveText('بہترین مطابقت')
    await expect(queryBox(page, 'دکان میں تلاش کریں')).toHaveValue('عبایا')

    await page.goto(search('kaftaaaan', '/ur'))
    await expect(main(page).getByText('“kaftaaaan” کے لیے ہمیں کچھ نہیں ملا۔')).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'kaftan', exact: true })).toHaveAttribute(
      'href',
      '/ur/search?q=kaftan',
    )
    await expect(main(page).getByRole('link', { name: 'سیل', exact: true })).toHaveAttribute(
      'href',
      '/ur/sale',
    )
  })

  test('filters and sort keep the query, and a reload keeps them', async ({ page }) => {
    await page.goto(search('chiffon'))
    // Ticking before React hydrates would only tick a plain checkbox.
    await page.waitForFunction(() => {
      const toggle = document.getElementById('listing-filter-toggle')
      return !!toggle && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'))
    })
    const all = await cards(page).count()
    await main(page).getByRole('button', { name: 'Filter', exact: true }).click()
    const black = main(page).getByRole('checkbox', { name: /^Black \(\d+\)$/ })
    const blackLabel = await main(page).locator('label[for="filter-color-black"]').innerText()
    const blackCount = Number(blackLabel.match(/\((\d+)\)/)?.[1])
    await black.check()

    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'chiffon')
    await expect(page).toHaveURL((url) => url.searchParams.get('color') === 'black')
    const filtered = await cards(page).count()
    expect(filtered).toBeLessThan(all)
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBe(blackCount)

    await main(page).getByLabel('Sort by').selectOption('price-low')
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === 'price-low' && url.searchParams.get('q') === 'chiffon',
    )

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “chiffon”')
    await expect(cards(page)).toHaveCount(filtered)
    await expect(main(page).getByLabel('Sort by')).toHaveValue('price-low')
  })

  test('a shared filtered link is filtered in the HTML the server sends', async ({ request }) => {
    const plain = await (await request.get(search('silk'))).text()
    const response = await request.get('/search?q=silk&color=black&sort=price-low')
    expect(response.status()).toBe(200)
    const html = await response.text()
    const articles = (text: string) => text.match(/<article[\s\S]*?<\/article>/g) ?? []
    const shown = articles(html)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThan(articles(plain).length)
    const prices = shown.map((card) => Number(card.match(/\$(\d+\.\d{2})/)?.[1]))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(html).toMatch(/<input[^>]*name="color"[^>]*checked=""[^>]*value="black"/)
  })

  test('the page is the same for everyone: shared cache, no cookie, not indexed', async ({
    page,
    request,
  }) => {
    for (const path of [search('abaya'), search('عبایا', '/ur'), '/search', search('zqxwv')]) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe(SHARED_CACHE)
      expect(response.headers()['set-cookie'], path).toBeUndefined()
    }
    await page.goto(search('abaya'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  })
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the results are in the page as sent, under one heading', async ({ page }) => {
    await page.goto(search('chiffon'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “chiffon”')
    await expect(cards(page).first()).toBeVisible()
    expect((await cardNames(page)).length).toBeGreaterThanOrEqual(
      products.filter((product) => product.fabric === 'Chiffon').length,
    )
  })

  // On a phone the box is in the menu, which needs JavaScript to open.
  test(
    'the header box is a form: Enter opens the results page',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.goto('/')
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
      await box.fill('kurti')
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=kurti$/)
      await expect(cards(page).first()).toContainText('Tunic')
    },
  )
})
