import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { blogPosts } from '../data/blog'
import { products } from '../data/products'
import {
  AFTER_SESSION_CHANGE,
  createAccount,
  expectToast,
  fillSignIn,
  header,
  uniqueEmail,
  waitForHydration,
} from './helpers/auth'

/**
 * Sharing and search: every kind of shareable page names a 1200x630 PNG preview that really is one, the
 * share buttons share the canonical URL with the visitor's campaign (utm_*) parameters, those parameters
 * survive a filter change and signing in, and listings and the home page carry ItemList, Organization and
 * WebSite (with its SearchAction) structured data.
 */

/** One page of each kind: home, sale, group, festive edit, listings (one with '&'), product, blog, content. */
const SHAREABLE = [
  { path: '/', type: 'website' },
  { path: '/sale', type: 'website' },
  { path: '/category/clothing', type: 'website' },
  { path: '/category/festive', type: 'website' },
  { path: '/clothing/abayas', type: 'website' },
  { path: '/hijabs/pins-&-accessories', type: 'website' },
  { path: '/product/2', type: 'website' },
  { path: `/blog/${blogPosts[0]!.slug}`, type: 'article' },
  { path: '/blog', type: 'website' },
  { path: '/about', type: 'website' },
  { path: '/shipping', type: 'website' },
  { path: '/guide/kaftans', type: 'article' },
] as const

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')

/** The content of each <meta property|name="key"> in the HTML, in order. */
function meta(html: string, key: string): string[] {
  const pattern = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
    'g',
  )
  return [...html.matchAll(pattern)].map((match) => decode(match[1]!))
}

async function expectPng(request: APIRequestContext, url: string, width: number, height: number) {
  const { pathname } = new URL(url)
  const image = await request.get(pathname)
  expect(image.status(), `${pathname} status`).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  const bytes = await image.body()
  // PNG signature, then the IHDR chunk's width and height.
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], `${pathname} size`).toEqual([width, height])
}

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
  if (!found) throw new Error(`No ${type} structured data`)
  return found
}

test.describe('link previews', () => {
  for (const { path, type } of SHAREABLE) {
    test(`${path} names a 1200x630 PNG preview with its size, alt text and a large X card`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const [image, ...others] = meta(html, 'og:image')
      expect(others, 'one og:image').toEqual([])
      expect(image).toMatch(/^https?:\/\/[^/]+\/.*opengraph-image$/)
      expect(image).not.toMatch(/\.svg/)
      expect(meta(html, 'og:image:width')).toEqual(['1200'])
      expect(meta(html, 'og:image:height')).toEqual(['630'])
      expect(meta(html, 'og:image:type')).toEqual(['image/png'])
      expect(meta(html, 'og:image:alt')[0]).toMatch(/\w{3,}.*Fatin/)
      expect(meta(html, 'og:type')).toEqual([type])
      expect(meta(html, 'twitter:card')).toEqual(['summary_large_image'])
      expect(meta(html, 'twitter:image')).toEqual([image])
      // The picture is the page's own: its title is in the picture's description.
      const title = meta(html, 'og:title')[0]!.replace(/^Fatin \| /, '')
      expect(meta(html, 'og:image:alt')[0]!.toLowerCase()).toContain(title.toLowerCase())
      await expectPng(request, image!, 1200, 630)
    })
  }
})

test.describe('rich results', () => {
  test('a listing lists its products in the order it shows them (ItemList)', async ({ page }) => {
    await page.goto('/clothing/abayas')
    const list = await jsonLd(page, 'ItemList')
    const elements = list.itemListElement as { position: number; url: string }[]
    // Each card's product link, in the order the grid shows them.
    const cardLinks = await page
      .getByRole('list', { name: 'Abayas products' })
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('a[href^="/product/"]')?.getAttribute('href')),
      )
    expect(cardLinks).toHaveLength(products.filter((product) => product.category === 'abayas').length)
    expect(elements.map((element) => element.position)).toEqual(cardLinks.map((_, index) => index + 1))
    expect(elements.map((element) => new URL(element.url).pathname)).toEqual(cardLinks)
    for (const element of elements) expect(element.url).toMatch(/^https?:\/\//)
  })

  test('the home page names the shop with its PNG logo (Organization)', async ({ page, request }) => {
    await page.goto('/')
    const organization = await jsonLd(page, 'Organization')
    expect(organization).toMatchObject({ name: 'Fatin', url: expect.stringMatching(/^https?:\/\/[^/]+\/$/) })
    const logo = organization.logo as { url: string; width: number; height: number }
    expect(logo.url).toMatch(/^https?:\/\/[^/]+\/logo\.png$/)
    expect(logo.width).toBeGreaterThanOrEqual(112)
    await expectPng(request, logo.url, logo.width, logo.height)
  })

  for (const { home, results } of [
    { home: '/', results: '/search' },
    { home: '/ur', results: '/ur/search' },
  ]) {
    test(`${home}: the WebSite's SearchAction opens the shop's results page for the words filled in`, async ({
      page,
    }) => {
      await page.goto(home)
      const website = await jsonLd(page, 'WebSite')
      const action = website.potentialAction as {
        target: { urlTemplate: string }
        'query-input': string
      }
      expect(action['query-input']).toBe('required name=search_term_string')
      const template = new URL(action.target.urlTemplate.replace('{search_term_string}', 'PLACEHOLDER'))
      expect(template.pathname).toBe(results)
      // The URL names the configured site address; the test server answers the same path.
      await page.goto(`${template.pathname}${template.search.replace('PLACEHOLDER', 'chiffon')}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('chiffon')
      await expect(page.getByTestId('product-card').first()).toBeVisible()
    })
  }
})

/** The absolute canonical URL the page declares: what the share buttons must share. */
async function canonical(page: Page): Promise<string> {
  return (await page.locator('link[rel="canonical"]').getAttribute('href'))!
}

const shareGroup = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Share' })

test.describe('share buttons', () => {
  test('a product shares its name and canonical URL on WhatsApp, in a new tab', async ({ page }) => {
    const product = products.find((candidate) => candidate.id === 2)!
    await page.goto('/product/2')
    await waitForHydration(page, 'main button')
    const url = await canonical(page)
    expect(url).toMatch(/\/product\/2$/)
    const whatsApp = shareGroup(page).getByRole('link', { name: 'Share on WhatsApp' })
    await expect(whatsApp).toHaveAttribute('target', '_blank')
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer')
    const href = (await whatsApp.getAttribute('href'))!
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    expect(new URL(href).searchParams.get('text')).toBe(`${product.name} | Fatin ${url}`)
    await expect(shareGroup(page).getByRole('button', { name: 'Copy link' })).toBeVisible()
  })

  test("a marketing link's utm parameters are shared, its filters are not, and Copy link says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-write'], { origin: baseURL })
    // The shop's Permissions-Policy allows writing the clipboard, never reading it, so record what it writes.
    await page.addInitScript(() => {
      const write = navigator.clipboard.writeText.bind(navigator.clipboard)
      navigator.clipboard.writeText = (text: string) => {
        Object.assign(window, { __copied: text })
        return write(text)
      }
    })
    await page.goto('/clothing/abayas?color=black&utm_source=whatsapp&utm_campaign=eid')
    await waitForHydration(page, '#listing-filter-toggle')
    const url = await canonical(page)
    // The canonical link never carries filters or campaign parameters.
    expect(url).toMatch(/\/clothing\/abayas$/)
    const shared = `${url}?utm_source=whatsapp&utm_campaign=eid`

    const whatsApp = shareGroup(page).getByRole('link', { name: 'Share on WhatsApp' })
    await expect
      .poll(async () => new URL((await whatsApp.getAttribute('href'))!).searchParams.get('text'))
      .toBe(`Abayas | Fatin ${shared}`)

    await shareGroup(page).getByRole('button', { name: 'Copy link' }).click()
    await expectToast(page, 'Link copied')
    expect(await page.evaluate(() => (window as unknown as { __copied?: string }).__copied)).toBe(shared)
  })

  test('campaign parameters survive a filter change', async ({ page }) => {
    await page.goto('/clothing/abayas?utm_source=x&utm_campaign=eid')
    await page.waitForFunction(() => {
      const toggle = document.getElementById('listing-filter-toggle')
      return !!toggle && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'))
    })
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.getByRole('checkbox', { name: /^Black/ }).check()
    await expect(page).toHaveURL(/\/clothing\/abayas\?color=black&utm_source=x&utm_campaign=eid$/)
    await page.getByRole('checkbox', { name: /^Black/ }).uncheck()
    await expect(page).toHaveURL(/\/clothing\/abayas\?utm_source=x&utm_campaign=eid$/)
  })

  test('signing in from a marketing link comes back to it, campaign parameters included', async ({
    page,
  }) => {
    const email = uniqueEmail('utm')
    await createAccount(email, 'Sana Malik')
    await page.goto('/clothing/abayas?utm_source=x&utm_campaign=eid')
    const signIn = header(page).getByRole('link', { name: 'Sign in' })
    await expect(signIn).toHaveAttribute(
      'href',
      `/signin?next=${encodeURIComponent('/clothing/abayas?utm_source=x&utm_campaign=eid')}`,
    )
    // The link itself (opened in a new tab, or before the page is interactive) goes to the sign-in screen.
    await page.goto((await signIn.getAttribute('href'))!)
    await waitForHydration(page, 'form')
    await fillSignIn(page, email)
    await expect(page).toHaveURL(/\/clothing\/abayas\?utm_source=x&utm_campaign=eid$/, {
      timeout: AFTER_SESSION_CHANGE,
    })
  })
})
