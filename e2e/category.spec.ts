import { expect, test, type Page } from '@playwright/test'
import { products } from '../data/products'
import { formatCents } from '../lib/format/price'

/** The specification's 17 listings: path, exact hero title and product count (section 2 and section 9). */
const listings = [
  { path: '/clothing/abayas', name: 'Abayas', title: 'Discover Timeless Abayas', count: 8 },
  { path: '/clothing/jilbabs', name: 'Jilbabs', title: 'Embrace Modest Jilbabs', count: 8 },
  { path: '/clothing/kaftans', name: 'Kaftans', title: 'Effortless Kaftan Elegance', count: 8 },
  { path: '/clothing/long-dresses', name: 'Long Dresses', title: 'Graceful Long Dresses', count: 8 },
  { path: '/clothing/tunics', name: 'Tunics', title: 'Versatile Modest Tunics', count: 8 },
  { path: '/hijabs/scarves', name: 'Scarves', title: 'Elegant Scarves', count: 8 },
  { path: '/hijabs/shawls', name: 'Shawls', title: 'Flowing Shawls', count: 6 },
  { path: '/hijabs/khimars', name: 'Khimars', title: 'Graceful Khimars', count: 4 },
  { path: '/hijabs/pins-&-accessories', name: 'Pins & Accessories', title: 'Elegant Accessories', count: 6 },
  { path: '/beauty/makeup', name: 'Makeup', title: 'Makeup', count: 4 },
  { path: '/beauty/skincare', name: 'Skincare', title: 'Skincare', count: 4 },
  { path: '/beauty/haircare', name: 'Haircare', title: 'Haircare', count: 4 },
  { path: '/beauty/halal-certified', name: 'Halal Certified', title: 'Halal Certified', count: 4 },
  { path: '/accessories/jewelry', name: 'Jewelry', title: 'Jewelry', count: 4 },
  { path: '/accessories/handbags', name: 'Handbags', title: 'Handbags', count: 4 },
  { path: '/accessories/belts', name: 'Belts', title: 'Belts', count: 4 },
  { path: '/accessories/shoes', name: 'Shoes', title: 'Shoes', count: 4 },
] as const

const abayas = products.filter((product) => product.category === 'abayas')
const blackAbayas = abayas.filter((product) => product.colors.some((color) => color.name === 'Black'))

const cards = (page: Page) => page.getByRole('article')
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allInnerTexts()
const cardPrices = async (page: Page) =>
  (
    await cards(page)
      .getByText(/^\$\d+\.\d{2}$/)
      .allInnerTexts()
  ).map((text) => Math.round(Number(text.slice(1)) * 100))
const filterToggle = (page: Page) => page.getByRole('button', { name: 'Filter', exact: true })

/** Clicking before React hydrates would tick a plain checkbox and navigate nowhere. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await page.waitForFunction(() => {
    const toggle = document.getElementById('listing-filter-toggle')
    return !!toggle && Object.keys(toggle).some((key) => key.startsWith('__reactFiber'))
  })
}

test.describe('every category listing', () => {
  // One listing after another in one browser, a step each: a test per listing mostly timed the browser's start.
  test('each shows its title and its products', { tag: '@once' }, async ({ page }) => {
    test.setTimeout(30_000 + listings.length * 6_000)
    for (const listing of listings) {
      await test.step(`${listing.path}: '${listing.title}', ${listing.count} products`, async () => {
        const response = await page.goto(listing.path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title)
        await expect(page.getByText(`${listing.count} products`, { exact: true })).toBeVisible()
        await expect(cards(page)).toHaveCount(listing.count)
        await expect(page.getByRole('link', { name: `Explore ${listing.name}` })).toHaveAttribute(
          'href',
          '#products',
        )
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${listing.path}$`),
        )
      })
    }
  })

  test("the '&' slug resolves raw and percent-encoded", { tag: '@once' }, async ({ page }) => {
    for (const path of ['/hijabs/pins-&-accessories', '/hijabs/pins-%26-accessories']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elegant Accessories')
    }
  })

  test('an unknown category and the internal filtered route are 404s', { tag: '@once' }, async ({ page }) => {
    for (const path of ['/clothing/nope', '/hijabs/abayas', '/clothing/abayas/filtered?color=black']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
    }
  })

  test(
    "a group's bare path, a listing's URL trimmed, opens the group's page in the same language",
    { tag: '@once' },
    async ({ page }) => {
      for (const { path, landing, heading } of [
        { path: '/clothing', landing: '/category/clothing', heading: 'Clothing' },
        { path: '/accessories/', landing: '/category/accessories', heading: 'Accessories' },
        { path: '/ur/hijabs', landing: '/ur/category/hijabs', heading: 'حجاب' },
      ]) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        expect(new URL(page.url()).pathname, path).toBe(landing)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      }
    },
  )

  test("'Explore' jumps to the products", async ({ page }) => {
    await page.goto('/clothing/kaftans')
    await page.getByRole('link', { name: 'Explore Kaftans' }).click()
    await expect(page).toHaveURL(/#products$/)
    const heading = page.getByRole('heading', { name: 'The Kaftan Collection' })
    await expect(heading).toBeInViewport()
    // …and clear of the sticky banner and header, not under them.
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((node) => node.getBoundingClientRect().bottom)
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
  })
})

test.describe('category extras', { tag: '@once' }, () => {
  test('abayas carry the three-point value band', async ({ page }) => {
    await page.goto('/clothing/abayas')
    for (const value of ['Premium Fabrics', 'Artisanal Craftsmanship', 'Ethical Production']) {
      await expect(page.getByRole('heading', { name: value, level: 3 })).toBeVisible()
    }
  })

  test("jilbabs have 'Styling Your Jilbab' with three tips", async ({ page }) => {
    await page.goto('/clothing/jilbabs')
    const section = page.getByRole('region', { name: 'Styling Your Jilbab' })
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3)
  })

  test("kaftans tell their story and 'Read Our Story' leads to /guide/kaftans", async ({ page }) => {
    await page.goto('/clothing/kaftans')
    const section = page.getByRole('region', { name: 'From Heritage to Modern Day' })
    await expect(section).toBeVisible()
    await section.getByRole('link', { name: 'Read Our Story' }).click()
    await expect(page).toHaveURL(/\/guide\/kaftans$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('long dresses have four occasions, four numbered tips and a working style guide link', async ({
    page,
    request,
  }) => {
    await page.goto('/clothing/long-dresses')
    const occasions = page.getByRole('region', { name: 'A Long Dress for Every Occasion' })
    await expect(occasions.getByRole('heading', { level: 3 })).toHaveCount(4)
    const tips = page.getByRole('region', { name: 'How to Style a Long Dress' })
    await expect(tips.getByRole('listitem')).toHaveCount(4)
    await expect(tips.getByRole('listitem').first()).toContainText('1')
    const guide = tips.getByRole('link', { name: 'View Style Guide' })
    const href = await guide.getAttribute('href')
    expect((await request.get(href ?? '')).status()).toBe(200)
  })

  test("tunics have 'Perfect Pairings', a features list and a working style guide link", async ({
    page,
    request,
  }) => {
    await page.goto('/clothing/tunics')
    const section = page.getByRole('region', { name: 'Perfect Pairings' })
    await expect(section.getByRole('heading', { name: 'Every tunic has' })).toBeVisible()
    await expect(section.getByText('Side slits for easy movement')).toBeVisible()
    const href = await section.getByRole('link', { name: 'Explore Style Guide' }).getAttribute('href')
    expect((await request.get(href ?? '')).status()).toBe(200)
  })

  test('other categories have no extra section', async ({ page }) => {
    await page.goto('/beauty/makeup')
    await expect(page.getByText('Perfect Pairings')).toHaveCount(0)
    await expect(page.getByText('Premium Fabrics')).toHaveCount(0)
  })
})

test.describe('filters and sort', () => {
  test('the Filter toggle opens the panel with its four groups and their options', async ({ page }) => {
    await gotoHydrated(page, '/clothing/abayas')
    const toggle = filterToggle(page)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('group', { name: 'Color' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const groups = {
      Color: ['Black', 'White', 'Navy', 'Burgundy', 'Emerald'],
      Size: ['XS', 'S', 'M', 'L', 'XL'],
      Fabric: ['Cotton', 'Linen', 'Silk', 'Chiffon', 'Crepe'],
      Price: ['Under $50', '$50 - $100', '$100 - $150', '$150 - $200', '$200+'],
    }
    for (const [group, options] of Object.entries(groups)) {
      const fieldset = page.getByRole('group', { name: group })
      await expect(fieldset).toBeVisible()
      const labels = await fieldset
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.map((box) => box.parentElement?.querySelector('span')?.textContent))
      expect(labels).toEqual(options)
    }
    // Counts: five abayas come in black; none is priced under $50, so that option is disabled.
    await expect(page.getByRole('checkbox', { name: `Black (${blackAbayas.length})` })).toBeEnabled()
    await expect(page.getByRole('checkbox', { name: 'Under $50 (0)' })).toBeDisabled()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('group', { name: 'Color' })).toBeHidden()
  })

  test('ticking a colour narrows the grid, the count and the URL; clearing restores them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/clothing/abayas')
    await filterToggle(page).click()
    const black = page.getByRole('checkbox', { name: /^Black/ })
    // From the keyboard, so the test also shows focus stays on the box the shopper used.
    await black.focus()
    await page.keyboard.press('Space')

    await expect(page).toHaveURL(/\/clothing\/abayas\?color=black$/)
    await expect(page.getByText(`${blackAbayas.length} products`, { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(blackAbayas.length)
    expect(await cardNames(page)).toEqual(blackAbayas.map((product) => product.name))
    await expect(filterToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(black).toBeChecked()
    await expect(black).toBeFocused()

    // OR within the colour group.
    const blackOrEmerald = abayas.filter((product) =>
      product.colors.some((color) => color.name === 'Black' || color.name === 'Emerald'),
    )
    await page.getByRole('checkbox', { name: /^Emerald/ }).check()
    await expect(page).toHaveURL(/\?color=black&color=emerald$/)
    await expect(cards(page)).toHaveCount(blackOrEmerald.length)

    // AND across groups: black or emerald, and size XS.
    const withXs = blackOrEmerald.filter((product) => product.sizes.includes('XS'))
    expect(withXs.length).toBeLessThan(blackOrEmerald.length)
    await page.getByRole('checkbox', { name: /^XS/ }).check()
    await expect(page).toHaveURL(/\?color=black&color=emerald&size=xs$/)
    await expect(cards(page)).toHaveCount(withXs.length)

    await page.getByRole('button', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/clothing\/abayas$/)
    await expect(page.getByText('8 products', { exact: true })).toBeVisible()
    await expect(cards(page)).toHaveCount(8)
  })

  test('a filtered view survives visiting a product and coming back', async ({ page }) => {
    await gotoHydrated(page, '/clothing/abayas')
    await filterToggle(page).click()
    await page.getByRole('checkbox', { name: /^Black/ }).check()
    await expect(cards(page)).toHaveCount(blackAbayas.length)
    await cards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click()
    await expect(page).toHaveURL(/\/product\/\d+$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/clothing\/abayas\?color=black$/)
    await expect(cards(page)).toHaveCount(blackAbayas.length)
    await expect(page.getByText(`${blackAbayas.length} products`, { exact: true })).toBeVisible()
  })

  test(
    "sort 'Price: Low to High' orders prices ascending, and 'High to Low' descending",
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/clothing/abayas')
      const sort = page.getByLabel('Sort by')
      await expect(sort).toHaveValue('featured')
      expect(await cardNames(page)).toEqual(abayas.map((product) => product.name))

      await sort.selectOption({ label: 'Price: Low to High' })
      await expect(page).toHaveURL(/\?sort=price-low$/)
      const ascending = abayas.map((product) => product.price).sort((a, b) => a - b)
      await expect.poll(() => cardPrices(page)).toEqual(ascending)

      await sort.selectOption({ label: 'Price: High to Low' })
      await expect(page).toHaveURL(/\?sort=price-high$/)
      await expect.poll(() => cardPrices(page)).toEqual([...ascending].reverse())
      await expect(sort).toHaveValue('price-high')
    },
  )

  test("filters and sort work on the '&' category too", { tag: '@once' }, async ({ page }) => {
    const pins = products.filter((product) => product.category === 'pins-&-accessories')
    await gotoHydrated(page, '/hijabs/pins-&-accessories')
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' })
    await expect(page).toHaveURL(/\/hijabs\/pins-(&|%26)-accessories\?sort=price-high$/)
    const descending = pins.map((product) => product.price).sort((a, b) => b - a)
    await expect.poll(() => cardPrices(page)).toEqual(descending)

    await filterToggle(page).click()
    await page.getByRole('checkbox', { name: /^White/ }).check()
    await expect(page).toHaveURL(/\?color=white&sort=price-high$/)
    const white = pins.filter((product) => product.colors.some((color) => color.name === 'White'))
    expect(white.length).toBeLessThan(pins.length)
    await expect(page.getByText(`${white.length} products`, { exact: true })).toBeVisible()
    await expect
      .poll(() => cardPrices(page))
      .toEqual(white.map((product) => product.price).sort((a, b) => b - a))
  })

  test(
    'a shared filtered link renders filtered on the server, with a canonical to the category',
    { tag: '@once' },
    async ({ page, request }) => {
      const path = '/clothing/abayas?color=black&sort=price-low'
      const expected = [...blackAbayas].sort((a, b) => a.price - b.price)

      // The raw server HTML, before any script: only black abayas, cheapest first.
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const renderedIds = [...html.matchAll(/id="product-(\d+)-name"/g)].map((match) => Number(match[1]))
      expect(renderedIds).toEqual(expected.map((product) => product.id))
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/clothing\/abayas"/)
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
      expect(html).toContain(`>${expected.length} products<`)

      await page.goto(path)
      await expect.poll(() => cardNames(page)).toEqual(expected.map((product) => product.name))
      await expect(page.getByText(`${expected.length} products`, { exact: true })).toBeVisible()
      await expect(page.getByLabel('Sort by')).toHaveValue('price-low')
      await expect(page.getByRole('button', { name: 'Remove filter Color: Black' })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/clothing\/abayas$/)
    },
  )

  test('the plain category page stays indexable', { tag: '@once' }, async ({ request }) => {
    const html = await (await request.get('/clothing/abayas')).text()
    expect(html).not.toContain('noindex')
    expect([...html.matchAll(/id="product-(\d+)-name"/g)]).toHaveLength(8)
  })
})

test.describe('a shared filtered link without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the filtered products, sorted, under the listing’s heading', async ({ page }) => {
    const expected = [...blackAbayas].sort((a, b) => a.price - b.price)
    await page.goto('/clothing/abayas?color=black&sort=price-low')
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(cards(page).first()).toBeVisible()
    expect(await cardNames(page)).toEqual(expected.map((product) => product.name))
    await expect(page.getByText(`${expected.length} products`, { exact: true })).toBeVisible()
  })
})

test.describe('product card', () => {
  test(
    'shows badges, a price with two decimals and labelled colour swatches',
    { tag: '@once' },
    async ({ page }) => {
      const first = abayas[0]!
      const hoverImageRequests: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(`/pictures/${first.hoverImageSrc}-`)) {
          hoverImageRequests.push(request.url())
        }
      })
      await page.goto('/clothing/abayas')
      const card = cards(page).first()
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(first.name)
      await expect(card.getByRole('link', { name: first.name })).toHaveAttribute(
        'href',
        `/product/${first.id}`,
      )
      await expect(card.getByText(formatCents(first.price), { exact: true })).toBeVisible()
      for (let index = 1; index <= first.colors.length; index++) {
        await expect(card.getByRole('img', { name: `Color option ${index}` })).toBeVisible()
      }
      const newCount = abayas.filter((product) => product.isNew).length
      const bestsellerCount = abayas.filter((product) => product.isBestseller).length
      await expect(page.getByText('NEW', { exact: true })).toHaveCount(newCount)
      await expect(page.getByText('BESTSELLER', { exact: true })).toHaveCount(bestsellerCount)
    },
  )

  test('hover (or a touch screen) shows the second picture and the Quick View and Add to Bag actions', async ({
    page,
    isMobile,
  }) => {
    const first = abayas[0]!
    const hoverImageRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`/pictures/${first.hoverImageSrc}-`)) {
        hoverImageRequests.push(request.url())
      }
    })
    await page.goto('/clothing/abayas')
    const card = cards(page).first()
    const hoverImage = card.locator('img[data-hover-image]')
    const actions = card.getByRole('group', { name: 'Quick actions' })
    const quickView = actions.getByRole('button', { name: 'Quick View' })
    const addToBag = actions.getByRole('button', { name: 'Add to Bag' })
    // The photo pipeline's file, under the pictures' content version (lib/pictures/picture-sources.ts).
    await expect(hoverImage).toHaveAttribute(
      'src',
      new RegExp(`^/pictures/${first.hoverImageSrc}-\\d+\\.webp\\?v=[0-9a-f]{12}$`),
    )

    if (isMobile) {
      // No hover on touch screens: the main picture stays and the actions are always there.
      await expect(actions).toHaveCSS('opacity', '1')
      await quickView.scrollIntoViewIfNeeded()
      await expect(quickView).toBeInViewport()
      // A picture nobody can reveal is not displayed, so the phone never downloads it.
      await expect(hoverImage).toBeHidden()
      await expect(card.locator('img').first()).toBeVisible()
      expect(hoverImageRequests).toEqual([])
    } else {
      await expect(actions).toHaveCSS('opacity', '0')
      await expect(hoverImage).toHaveCSS('opacity', '0')
      await card.hover()
      await expect(hoverImage).toHaveCSS('opacity', '1')
      await expect
        .poll(() => hoverImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      await expect(actions).toHaveCSS('opacity', '1')
      await expect(addToBag).toBeVisible()
      // Keyboard users reveal them by focusing into the card.
      await page.mouse.move(0, 0)
      await expect(actions).toHaveCSS('opacity', '0')
      await quickView.focus()
      await expect(actions).toHaveCSS('opacity', '1')
    }
  })

  test('the heart toggles between adding and removing a favourite', async ({ page }) => {
    await gotoHydrated(page, '/clothing/abayas')
    const card = cards(page).nth(1)
    const heart = card.getByRole('button', { name: 'Add to favorites' })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await heart.click()
    const pressed = card.getByRole('button', { name: 'Remove from favorites' })
    await expect(pressed).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page).first().getByRole('button', { name: 'Add to favorites' })).toBeVisible()
    await pressed.click()
    await expect(card.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})
