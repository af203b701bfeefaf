import { expect, test } from '@playwright/test'
import { blogPosts } from '@/data/blog'

const INDEXABLE = [
  '/sale',
  '/about',
  '/contact',
  '/faq',
  '/blog',
  `/blog/${blogPosts[0]!.slug}`,
  '/shipping',
  '/payment',
  '/guide/kaftans',
  '/category/clothing',
  '/category/festive',
  '/product/1',
  '/product/2',
]

test.describe('search engines', () => {
  test('sitemap.xml lists products, listings and blog posts, and no per-user pages', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/product\/1<\/loc>/)
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/clothing\/abayas<\/loc>/)
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/blog/${blogPosts[0]!.slug}</loc>`))
    expect(xml).not.toMatch(/\/(cart|wishlist|signin)<\/loc>/)
  })

  test('robots.txt points to the sitemap and keeps crawlers out of private pages', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
    for (const path of ['/account', '/checkout', '/cart', '/wishlist', '/api/', '/ur/account', '/ur/orders']) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
  })

  test("every page names the shop's icons, and /favicon.ico, which browsers ask for anyway, is a small icon", async ({
    request,
  }) => {
    for (const path of ['/', '/ur', '/product/1', '/cart']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<link rel="icon" href="\/icon\.svg[^"]*"[^>]* type="image\/svg\+xml"/)
      expect(html, path).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"/)
      expect(html, path).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"/)
    }
    // Not a page: it used to answer with the home page's HTML (180 kB), on every first visit.
    const favicon = await request.get('/favicon.ico')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['content-type']).toBe('image/x-icon')
    expect((await favicon.body()).length).toBeLessThan(2_000)
    const apple = await request.get('/apple-icon.png')
    expect(apple.headers()['content-type']).toBe('image/png')
  })

  test("the web app manifest, in each language, names icons that are the shop's pictures", async ({
    request,
  }) => {
    for (const [path, lang] of [
      ['/manifest.webmanifest', 'en'],
      ['/ur/manifest.webmanifest', 'ur'],
    ] as const) {
      const manifest = (await (await request.get(path)).json()) as {
        lang: string
        icons: { src: string; sizes: string; type: string; purpose: string }[]
      }
      expect(manifest.lang).toBe(lang)
      expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable'])
      for (const icon of manifest.icons) {
        const answer = await request.get(icon.src)
        expect(answer.status(), icon.src).toBe(200)
        expect(answer.headers()['content-type'], icon.src).toBe(icon.type)
        // A PNG's width and height are in its header (IHDR), as the manifest says they are.
        const png = await answer.body()
        const [width, height] = icon.sizes.split('x').map(Number)
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([width, height])
      }
    }
  })

  test('each page has its own title, a description and a canonical link to itself', async ({ request }) => {
    const titles = new Map<string, string>()
    for (const path of INDEXABLE) {
      const html = await (await request.get(path)).text()
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
      expect(title, `${path} title`).toMatch(/\| Fatin$/)
      expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined()
      titles.set(title!, path)
      expect(html, `${path} description`).toMatch(/<meta name="description" content="[^"]{50,}"/)
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]
      expect(canonical, `${path} canonical`).toMatch(new RegExp(`^https?://[^/]+${path}$`))
      expect(html, `${path} must be indexable`).not.toContain('name="robots"')
    }
  })

  test('per-user and placeholder pages ask not to be indexed', async ({ page }) => {
    for (const path of ['/cart', '/wishlist', '/signin']) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
  })
})
