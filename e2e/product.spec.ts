import { expect, type Locator, type Page, test } from '@playwright/test'
import { products } from '../data/products'

/**
 * The product page: static shell (breadcrumbs, gallery, details, related products) with live stock streamed
 * in, structured data, the shared-link picture, and Quick View on cards. Read-only against the shop's data
 * (products whose stock no other spec changes), so it runs in parallel with everything else.
 */
const product = (id: number) => products.find((candidate) => candidate.id === id)!
const main = (page: Page) => page.locator('main')
const buyForm = (page: Page, id: number) => page.getByRole('form', { name: `Buy ${product(id).name}` })

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
  if (!found) throw new Error(`No ${type} structured data`)
  return found
}

/** Clicks only count once React has hydrated the control. */
async function hydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true)
}

test.describe('product page', () => {
  test('shows breadcrumbs, the price, live stock and Product data with its price', async ({ page }) => {
    const abaya = product(2)
    const response = await page.goto('/product/2')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(new RegExp(abaya.name))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/2$/)

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.getByRole('link', { name: 'Clothing' })).toHaveAttribute(
      'href',
      '/category/clothing',
    )
    await expect(breadcrumb.getByRole('link', { name: 'Abayas' })).toHaveAttribute('href', '/clothing/abayas')
    await expect(breadcrumb.getByText(abaya.name)).toHaveAttribute('aria-current', 'page')

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(abaya.name)
    await expect(main(page).getByText('$149.99', { exact: true }).first()).toBeVisible()
    const form = buyForm(page, 2)
    await expect(form.getByText('In stock', { exact: true })).toBeVisible()
    for (const color of ['Black', 'Navy', 'Burgundy']) {
      await expect(form.getByRole('radio', { name: color })).toBeVisible()
    }
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) {
      await expect(form.getByRole('radio', { name: size, exact: true })).toBeVisible()
    }
    await expect(form.getByRole('button', { name: 'Add to Bag' })).toBeEnabled()
    await expect(form.getByRole('button', { name: 'Add to favorites' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible()
    await expect(main(page).getByText(abaya.care)).toBeVisible()

    const data = await jsonLd(page, 'Product')
    expect(data).toMatchObject({
      name: abaya.name,
      sku: '2',
      offers: {
        '@type': 'Offer',
        price: '149.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        // A $149.99 abaya ships free (from $50) to Pakistan; 14-day returns.
        shippingDetails: {
          '@type': 'OfferShippingDetails',
          shippingRate: { value: '0.00', currency: 'USD' },
          shippingDestination: { addressCountry: 'PK' },
        },
        hasMerchantReturnPolicy: {
          '@type': 'MerchantReturnPolicy',
          applicableCountry: 'PK',
          merchantReturnDays: 14,
        },
      },
    })
    const trail = await jsonLd(page, 'BreadcrumbList')
    expect((trail.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Clothing',
      'Abayas',
      abaya.name,
    ])

    // The breadcrumb leads back to the product's listing.
    await breadcrumb.getByRole('link', { name: 'Abayas' }).click()
    await expect(page).toHaveURL(/\/clothing\/abayas$/)
  })

  test('a sold-out product says so and cannot be added', { tag: '@once' }, async ({ page }) => {
    await page.goto('/product/108')
    const form = buyForm(page, 108)
    await expect(form.getByText('Out of stock', { exact: true })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Add to Bag' })).toBeDisabled()
    const data = await jsonLd(page, 'Product')
    expect(data.offers).toMatchObject({ price: '139.99', availability: 'https://schema.org/OutOfStock' })
  })

  test("a product with few left says 'Only 2 Left!' and caps the quantity there", async ({ page }) => {
    await page.goto('/product/103')
    const form = buyForm(page, 103)
    await expect(form.getByText('Only 2 Left!')).toBeVisible()
    const increase = form.getByRole('button', { name: 'Increase quantity' })
    await hydrated(increase)
    await increase.click()
    await expect(form.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2')
    await expect(increase).toBeDisabled()
  })

  test(
    "Add to Bag pressed before the page's script has run still adds, or says why not",
    { tag: '@once' },
    async ({ page }) => {
      // A slow phone: the HTML is on screen, its scripts are still on their way (here: never arrive).
      await page.route('**/_next/static/chunks/*.js', (route) => route.abort())
      const chosen = product(1)
      await page.goto('/product/1')
      const form = buyForm(page, 1)
      // No size chosen: the server says so under the button, in words, and the page stays.
      await form.getByRole('button', { name: 'Add to Bag' }).click()
      await expect(form.getByRole('alert')).toHaveText(`Choose a size for ${chosen.name}.`)
      await expect(page).toHaveURL(/\/product\/1$/)
      // With a size and a typed quantity, the line is in the bag, which opens. The bag page is a static shell
      // that the browser fills in (GET /api/cart), so by the time it shows her bag its scripts have arrived:
      // this product page never gets its own, the form still posts without them.
      await form.getByRole('radio', { name: 'M', exact: true }).check()
      await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
      await page.unroute('**/_next/static/chunks/*.js')
      await form.getByRole('button', { name: 'Add to Bag' }).click()
      await expect(page).toHaveURL(/\/cart$/)
      const line = page.getByRole('article', { name: chosen.name })
      await expect(line).toContainText('Size: M')
      await expect(line.getByRole('spinbutton')).toHaveValue('2')
    },
  )

  test('thumbnails switch the picture', async ({ page }) => {
    const abaya = product(2)
    await page.goto('/product/2')
    await expect(page.getByRole('img', { name: abaya.name, exact: true })).toBeVisible()
    const second = page.getByRole('button', { name: 'Show picture 2 of 2' })
    await hydrated(second)
    await second.click()
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    // Its second picture is its second colour's, and says so.
    await expect(page.getByRole('img', { name: `${abaya.name} in ${abaya.colors[1]?.name}` })).toBeVisible()
    await expect(page.getByRole('img', { name: abaya.name, exact: true })).toBeHidden()
  })

  test('related products come from the same category', { tag: '@once' }, async ({ page }) => {
    await page.goto('/product/2')
    const related = page.getByRole('region', { name: 'You may also like' })
    const cards = related.getByRole('article')
    await expect(cards).toHaveCount(4)
    const names = await cards.getByRole('heading', { level: 3 }).allInnerTexts()
    const abayaNames = products
      .filter((item) => item.category === 'abayas' && item.id !== 2)
      .map((item) => item.name)
    for (const name of names) expect(abayaNames).toContain(name)
  })
})

test.describe('Quick View', () => {
  test('opens the essentials in a dialog; Escape and Close shut it', async ({ page }) => {
    const kaftan = product(201)
    await page.goto('/clothing/kaftans')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: kaftan.name }) })
    const quickView = card.getByRole('button', { name: 'Quick View' })
    await hydrated(quickView)
    await quickView.click()

    const dialog = page.getByRole('dialog', { name: kaftan.name })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img', { name: kaftan.name })).toBeVisible()
    await expect(dialog.getByText('$119.99')).toBeVisible()
    await expect(dialog.getByText('In stock')).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Colour' })).toBeVisible()
    await expect(dialog.getByRole('group', { name: 'Size' })).toBeVisible()
    await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1')
    await expect(dialog.getByRole('button', { name: 'Add to Bag' })).toBeEnabled()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(quickView).toBeFocused()

    await quickView.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })
})
