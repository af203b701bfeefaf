import { expect, test, type Locator, type Page } from '@playwright/test'
import { products } from '../data/products'

/**
 * Shopping on a phone (issue 56), on the mobile project's phone (a Pixel 7: 412 × 839 CSS px of page):
 * whole products on a listing's first screen, search from the header, and the picture of the colour chosen.
 */
test.describe('a phone', { tag: '@mobile-only' }, () => {
  const cards = (page: Page) => page.getByTestId('product-card')

  /** The card's box lies wholly inside the viewport, with its name and price shown. */
  async function expectWhollyOnScreen(page: Page, card: Locator) {
    const viewport = page.viewportSize()!
    const box = (await card.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    await expect(card.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 })
    await expect(card.getByText(/^\$\d+\.\d{2}$/)).toBeInViewport({ ratio: 1 })
  }

  for (const path of ['/clothing/abayas', '/search?q=abaya', '/ur/clothing/abayas']) {
    test(`${path} opened from a link shows two whole products, side by side, on the first screen`, async ({
      page,
    }) => {
      await page.goto(path)
      const [first, second] = [cards(page).nth(0), cards(page).nth(1)]
      await expectWhollyOnScreen(page, first)
      await expectWhollyOnScreen(page, second)
      const [a, b] = [(await first.boundingBox())!, (await second.boundingBox())!]
      expect(Math.abs(a.y - b.y)).toBeLessThan(1)
      expect(b.x).not.toBe(a.x)
    })
  }

  test('the sale shows two whole offers, with name and price, on the first screen', async ({ page }) => {
    // While the sales run (data/sale.ts): the list is decided with the visitor's clock.
    await page.clock.install({ time: new Date('2025-05-01T00:00:00Z') })
    await page.goto('/sale')
    const offers = page.getByRole('list', { name: 'Sale items' }).getByRole('article')
    const viewport = page.viewportSize()!
    for (const offer of [offers.nth(0), offers.nth(1)]) {
      await expect(offer.getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 })
      const box = (await offer.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
    }
  })

  test('one column only below 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 340, height: 800 })
    await page.goto('/clothing/abayas')
    const [a, b] = [(await cards(page).nth(0).boundingBox())!, (await cards(page).nth(1).boundingBox())!]
    expect(b.y).toBeGreaterThan(a.y + a.height - 1)
  })

  test("the header's search icon opens the search in place and finds a product", async ({ page }) => {
    await page.goto('/clothing/abayas')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'Search' }).tap()
    const box = header.getByRole('combobox', { name: 'Search products' })
    await expect(box).toBeFocused()
    await box.fill('abaya')
    const list = header.getByRole('listbox', { name: 'Search suggestions' })
    const options = list.getByRole('option')
    await expect(options.nth(6)).toBeAttached()
    // Six products to read without scrolling the list.
    const listBox = (await list.boundingBox())!
    for (let index = 0; index < 6; index++) {
      const option = (await options.nth(index).boundingBox())!
      expect(option.y + option.height).toBeLessThanOrEqual(listBox.y + listBox.height + 0.5)
    }
    const name = (await options.first().getAttribute('href'))!
    await options.first().tap()
    await expect(page).toHaveURL(new RegExp(`${name}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(box).toBeHidden()
    // The result took the panel's place in the history: back returns to the listing.
    await page.goBack()
    await expect(page).toHaveURL(/\/clothing\/abayas$/)
  })

  test('the back gesture closes Quick View and the sign-in modal, leaving her filtered listing in place', async ({
    page,
  }) => {
    await page.goto('/sale')
    await page.goto('/clothing/abayas?color=black')
    const listing = page.getByRole('heading', { level: 1 })
    await expect(listing).toBeVisible()
    await cards(page).first().getByRole('button', { name: 'Quick View' }).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL(/\/clothing\/abayas\?color=black$/)
    await expect(listing).toBeVisible()

    // Closed by its own button, it leaves no extra step behind: one Back returns to the page before.
    await cards(page).first().getByRole('button', { name: 'Quick View' }).tap()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).tap()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL(/\/clothing\/abayas\?color=black$/)

    // The header's Sign in link opens the modal once the page has hydrated (before, it is a plain link).
    await page.waitForFunction(() => {
      const link = document.querySelector('header a[aria-label="Sign in"]')
      return !!link && Object.keys(link).some((key) => key.startsWith('__reactProps'))
    })
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).tap()
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL(/\/clothing\/abayas\?color=black$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/sale$/)
  })

  test('Escape and the back gesture close the search', async ({ page }) => {
    await page.goto('/sale')
    const header = page.getByRole('banner')
    const icon = header.getByRole('button', { name: 'Search' })
    const box = header.getByRole('combobox', { name: 'Search products' })

    await icon.tap()
    await box.fill('hijab')
    await expect(header.getByRole('listbox')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(header.getByRole('listbox')).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(box).toBeHidden()
    await expect(icon).toBeFocused()
    await expect(page).toHaveURL(/\/sale$/)

    await icon.tap()
    await expect(box).toBeFocused()
    await page.goBack()
    await expect(box).toBeHidden()
    await expect(page).toHaveURL(/\/sale$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('choosing a colour shows its picture on the product page, in Quick View and in the bag', async ({
    page,
  }) => {
    const abaya = products.find((product) => product.id === 2)!
    expect(abaya.colors.map((colour) => colour.name)).toEqual(['Black', 'Navy', 'Burgundy'])
    await page.goto('/product/2')
    const shown = page.locator('main img:visible').first()
    const form = page.getByRole('form', { name: /Embroidered Sleeve Abaya/ })
    await expect(shown).toHaveAttribute('src', /\/pictures\/products\/2-\d+\.webp/)
    await form.getByRole('radio', { name: 'Navy' }).check()
    await expect(shown).toHaveAttribute('src', /\/pictures\/products\/2-hover-\d+\.webp/)
    await form.getByRole('radio', { name: 'Burgundy' }).check()
    await expect(shown).toHaveAttribute('src', /\/pictures\/products\/2-burgundy-\d+\.webp/)
    await expect(shown).toHaveAttribute('alt', 'Embroidered Sleeve Abaya in Burgundy')

    // The bag line shows the colour put in the bag.
    await form.getByRole('radio', { name: 'M', exact: true }).check()
    await form.getByRole('button', { name: 'Add to Bag' }).tap()
    await expect(page.getByText(/added to your bag/i).first()).toBeVisible()
    await page.goto('/cart')
    const line = page.getByRole('listitem').filter({ hasText: 'Embroidered Sleeve Abaya' })
    await expect(line.locator('img')).toHaveAttribute('src', /\/pictures\/products\/2-burgundy-\d+\.webp/)

    // Quick View from the listing: the listing card keeps the first colour's picture.
    await page.goto('/clothing/abayas')
    const card = cards(page).filter({ hasText: 'Embroidered Sleeve Abaya' })
    await expect(card.locator('img').first()).toHaveAttribute('src', /\/pictures\/products\/2-\d+\.webp/)
    await card.getByRole('button', { name: 'Quick View' }).tap()
    const dialog = page.getByRole('dialog')
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/pictures\/products\/2-\d+\.webp/)
    await dialog.getByRole('radio', { name: 'Navy' }).check()
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/pictures\/products\/2-hover-\d+\.webp/)
  })
})
