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
    for (const path of ['/account', '/checkout', '/cart', '/wishlist', '/api/']) {
      expect(text).toContain(`Disallow: ${path}`)
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
