import { blogPosts } from '@/data/blog'
import { categories } from '@/data/categories'
import { products } from '@/data/products'
import robots from './robots'
import sitemap from './sitemap'

const urls = sitemap().map((entry) => entry.url)
const paths = urls.map((url) => new URL(url.replace(/&amp;/g, '&')).pathname)

describe('sitemap', () => {
  it('lists every product, listing and blog post once, as absolute URLs', () => {
    for (const product of products) expect(paths).toContain(`/product/${product.id}`)
    for (const category of categories) expect(paths).toContain(`/${category.group}/${category.slug}`)
    for (const post of blogPosts) expect(paths).toContain(`/blog/${post.slug}`)
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(url).toMatch(/^https?:\/\//)
  })

  it('lists the home, sale, content and category overview pages', () => {
    for (const path of [
      '/',
      '/sale',
      '/about',
      '/faq',
      '/guide/kaftans',
      '/category/festive',
      '/category/beauty',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('leaves out per-user pages', () => {
    for (const path of ['/cart', '/wishlist', '/signin', '/signup', '/forgot-password', '/account']) {
      expect(paths).not.toContain(path)
    }
    expect(paths.filter((path) => path.startsWith('/staff'))).toEqual([])
  })

  it('escapes the & in a listing slug so the XML stays valid', () => {
    expect(urls.some((url) => url.endsWith('/hijabs/pins-&amp;-accessories'))).toBe(true)
    expect(urls.every((url) => !/&(?!amp;)/.test(url))).toBe(true)
  })
})

describe('robots', () => {
  it('points to the sitemap and keeps crawlers out of per-user pages, the back office and the API', () => {
    const result = robots()
    expect(result.sitemap).toMatch(/\/sitemap\.xml$/)
    const rules = Array.isArray(result.rules) ? result.rules[0] : result.rules
    expect(rules?.disallow).toEqual(
      expect.arrayContaining(['/account', '/checkout', '/orders', '/cart', '/wishlist', '/staff', '/api/']),
    )
  })
})
