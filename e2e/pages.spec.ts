import { expect, test, type Page } from '@playwright/test'
import { blogPosts } from '@/data/blog'
import { categories } from '@/data/categories'

/** Every information page, with the h1 a shopper lands on. */
const ROUTES: readonly (readonly [path: string, heading: string])[] = [
  ['/about', 'About Fatin'],
  ['/contact', 'Contact Us'],
  ['/blog', 'The Fatin Journal'],
  ['/faq', 'Frequently Asked Questions'],
  ['/careers', 'Careers at Fatin'],
  ['/shipping', 'Shipping & Returns'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
  ['/payment', 'Payment Methods'],
  ['/loyalty', 'Rewards & Loyalty'],
  ['/guide/kaftans', 'The Kaftan: From Heritage to Modern Day'],
  ['/category/clothing', 'Clothing'],
  ['/category/hijabs', 'Hijabs'],
  ['/category/accessories', 'Accessories'],
  ['/category/beauty', 'Beauty'],
  ['/category/festive', 'The Eid Edit'],
  ['/sale', 'Flash Sale'],
  ['/wishlist', 'My Wishlist'],
  ['/cart', 'My Cart'],
  ['/signin', 'Sign In'],
  ['/signup', 'Create Account'],
  ['/forgot-password', 'Reset Password'],
]

const main = (page: Page) => page.getByRole('main')

async function expectOk(page: Page, path: string) {
  const response = await page.request.get(path)
  expect(response.status(), `${path} should answer 200`).toBe(200)
}

test.describe('content pages', () => {
  // One page after another in one browser, a step each: a test per page mostly timed the browser's start.
  test('each answers 200 with its heading', async ({ page }) => {
    test.setTimeout(30_000 + ROUTES.length * 5_000)
    for (const [path, heading] of ROUTES) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.locator('h1')).toHaveCount(1)
      })
    }
  })

  test('the FAQ answers questions in disclosures, including EasyPaisa and JazzCash', async ({ page }) => {
    await page.goto('/faq')
    const question = main(page).getByText('Can I pay with EasyPaisa or JazzCash?')
    const answer = main(page).getByText(/Not yet, but both are on the way/)
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
    await expect(
      main(page).getByText('What does halal certified mean for your beauty products?'),
    ).toBeVisible()
  })

  test('the contact page offers email and phone links', async ({ page }) => {
    await page.goto('/contact')
    await expect(main(page).getByRole('link', { name: 'care@fatin.shop' })).toHaveAttribute(
      'href',
      'mailto:care@fatin.shop',
    )
    await expect(main(page).getByRole('link', { name: /\+92/ })).toHaveAttribute('href', /^tel:\+92\d+$/)
  })

  test('the payment page is honest that cash on delivery is the way to pay today', async ({ page }) => {
    await page.goto('/payment')
    await expect(main(page).getByRole('heading', { name: 'Cash on delivery' })).toBeVisible()
    for (const method of ['Visa', 'MasterCard', 'PayPal', 'EasyPaisa', 'JazzCash']) {
      await expect(main(page).getByRole('heading', { name: method, exact: true })).toBeVisible()
    }
    await expect(main(page).getByRole('listitem').filter({ hasText: 'Coming soon' })).toHaveCount(5)
  })
})

test.describe('blog', () => {
  test('the journal shows a card for each post', async ({ page }) => {
    await page.goto('/blog')
    for (const post of blogPosts) {
      await expect(main(page).getByRole('link', { name: new RegExp(post.title) })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      )
    }
  })

  test('each post shows its article', async ({ page }) => {
    for (const post of blogPosts) {
      await test.step(`/blog/${post.slug}`, async () => {
        const response = await page.goto(`/blog/${post.slug}`)
        expect(response?.status(), post.slug).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
        await expect(main(page).getByText(post.body[0]!)).toBeVisible()
        await expect(main(page).locator(`time[datetime="${post.publishedOn}"]`)).toBeVisible()
      })
    }
  })

  test('an unknown post answers 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
  })
})

test.describe('category overviews', () => {
  for (const group of ['clothing', 'hijabs', 'accessories', 'beauty'] as const) {
    test(`/category/${group} links a card to each of its listings`, async ({ page }) => {
      await page.goto(`/category/${group}`)
      const expected = categories.filter((category) => category.group === group)
      const list = main(page).getByRole('list', { name: /collections$/ })
      await expect(list.getByRole('link')).toHaveCount(expected.length)
      for (const category of expected) {
        const card = list.getByRole('link', { name: new RegExp(`^${category.name}`) })
        const href = await card.getAttribute('href')
        expect(href).toBe(`/${category.group}/${category.slug}`)
        await expectOk(page, encodeURI(href!))
      }
    })
  }

  test('the festive edit shows real products that open their own pages', async ({ page }) => {
    await page.goto('/category/festive')
    const outfits = main(page).getByRole('region', { name: 'Eid outfits' }).getByRole('link')
    expect(await outfits.count()).toBeGreaterThanOrEqual(6)
    await expect(outfits.filter({ hasText: /Kaftan/ }).first()).toBeVisible()
    await expect(outfits.filter({ hasText: /Embroidered.*Abaya/ }).first()).toBeVisible()
    const cards = main(page).getByRole('region').getByRole('link')
    for (const href of await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/product\/\d+$/)
      await expectOk(page, href!)
    }
    const first = cards.first()
    const name = await first.getByRole('heading').textContent()
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)
  })
})

test.describe('not found', () => {
  test('an unknown product, page, listing and post each answer 404 with a way home', async ({ page }) => {
    test.slow()
    for (const path of [
      '/product/99999',
      '/no-such-page',
      '/clothing/no-such-listing',
      '/blog/no-such-post',
    ]) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(main(page).getByText('404', { exact: true })).toBeVisible()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Oops! Page not found/)
        // The tab says so too, not the shop's home title (these paths are all rewritten to one catch-all page).
        await expect(page).toHaveTitle('Page not found | Fatin')
        await main(page).getByRole('link', { name: 'Return to Home' }).click()
        await expect(page).toHaveURL(/\/$/)
        await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toHaveCount(0)
      })
    }
  })

  // A dead link must not be a blank page while the scripts load on a slow phone, or for good without them.
  test('the 404 page is whole without JavaScript, in English and in Urdu', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const [path, lang, heading, home, title] of [
      ['/clothing/no-such-listing', 'en', 'Oops! Page not found', 'Return to Home', 'Page not found | Fatin'],
      ['/product/99999', 'en', 'Oops! Page not found', 'Return to Home', 'Page not found | Fatin'],
      ['/ur/no-such-page', 'ur', 'معذرت! صفحہ نہیں ملا', 'ہوم پیج پر واپس جائیں', 'صفحہ نہیں ملا | Fatin'],
      ['/ur/product/99999', 'ur', 'معذرت! صفحہ نہیں ملا', 'ہوم پیج پر واپس جائیں', 'صفحہ نہیں ملا | Fatin'],
    ] as const) {
      await test.step(path, async () => {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ur' ? 'rtl' : 'ltr')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(heading))
        await expect(page).toHaveTitle(title)
        await expect(main(page).getByRole('link', { name: home })).toHaveAttribute(
          'href',
          lang === 'ur' ? '/ur' : '/',
        )
        // Still kept out of search results, and styled by the shop's own stylesheet.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0)
      })
    }
    await context.close()
  })

  test("a script's fetch of a dead link, and the 404 page's own addresses, answer 404 too", async ({
    page,
  }) => {
    await page.goto('/sale')
    const statuses = await page.evaluate(async () => {
      const paths = ['/clothing/no-such-listing', '/product/99999', '/not-found-page', '/ur/not-found']
      return Promise.all(paths.map(async (path) => [path, (await fetch(path)).status]))
    })
    expect(statuses).toEqual([
      ['/clothing/no-such-listing', 404],
      ['/product/99999', 404],
      ['/not-found-page', 404],
      ['/ur/not-found', 404],
    ])
    for (const path of ['/not-found-page', '/en/not-found-page', '/ur/not-found-page']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })
})

test.describe('wishlist and cart', () => {
  test('an empty wishlist invites the shopper back to the shop', async ({ page }) => {
    await page.goto('/wishlist')
    await expect(main(page).getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible()
    await expect(main(page).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/')
  })

  test('an empty cart invites the shopper back to the shop', async ({ page }) => {
    await page.goto('/cart')
    await expect(main(page).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    await main(page).getByRole('link', { name: 'Continue shopping' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})
