import { expect, test, type Page } from '@playwright/test'
import { stopClockAt } from './helpers/clock'
import { waitForHydration } from './helpers/auth'

// Playwright's clock, stopped: timed behaviour (the menu's close delay) advances only when a test says so.
const pauseClock = (page: Page) => stopClockAt(page, new Date('2025-05-01T10:00:01Z'))

async function open(page: Page, path = '/') {
  await page.goto(path)
  await waitForHydration(page, 'header')
}

const header = (page: Page) => page.getByRole('banner')
const search = (page: Page) => header(page).getByRole('combobox', { name: 'Search products' })
const suggestions = (page: Page) => header(page).getByRole('option')

const menuLinks = {
  Clothing: {
    Abayas: '/clothing/abayas',
    Jilbabs: '/clothing/jilbabs',
    Kaftans: '/clothing/kaftans',
    'Long Dresses': '/clothing/long-dresses',
    Tunics: '/clothing/tunics',
  },
  Hijabs: {
    Scarves: '/hijabs/scarves',
    Shawls: '/hijabs/shawls',
    Khimars: '/hijabs/khimars',
    'Pins & Accessories': '/hijabs/pins-&-accessories',
  },
  Beauty: {
    Makeup: '/beauty/makeup',
    Skincare: '/beauty/skincare',
    Haircare: '/beauty/haircare',
    'Halal Certified': '/beauty/halal-certified',
  },
  Accessories: {
    Jewelry: '/accessories/jewelry',
    Handbags: '/accessories/handbags',
    Belts: '/accessories/belts',
    Shoes: '/accessories/shoes',
  },
} as const

async function expectSolidAfterScrolling(page: Page) {
  const bar = header(page)
  const bannerHeight = await page
    .getByRole('region', { name: 'Promotion' })
    .evaluate((banner) => banner.getBoundingClientRect().height)
  expect(bannerHeight).toBeGreaterThan(0)

  await expect(bar).not.toHaveCSS('background-color', 'rgb(255, 255, 255)')
  // Not yet past 50 px plus the banner's height: still see-through.
  await page.evaluate((y) => window.scrollTo(0, y), bannerHeight + 40)
  await page.waitForTimeout(400)
  await expect(bar).not.toHaveCSS('background-color', 'rgb(255, 255, 255)')

  await page.evaluate((y) => window.scrollTo(0, y), bannerHeight + 60)
  await expect(bar).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  // Still on screen, stuck right under the sticky banner.
  const box = await bar.boundingBox()
  expect(box?.y).toBeCloseTo(bannerHeight, 0)

  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).not.toHaveCSS('background-color', 'rgb(255, 255, 255)')
}

test.describe('desktop header', { tag: '@desktop-only' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows the brand, the four menus, SALE, search and the icon links', async ({ page }) => {
    await open(page, '/about')
    const bar = header(page)
    await expect(bar.getByRole('link', { name: 'Fatin', exact: true })).toHaveAttribute('href', '/')
    for (const menu of Object.keys(menuLinks)) {
      await expect(bar.getByRole('button', { name: menu, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
    }
    await expect(bar.getByRole('link', { name: 'SALE' })).toHaveAttribute('href', '/sale')
    await expect(search(page)).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Wishlist, 0 items' })).toHaveAttribute('href', '/wishlist')
    await expect(bar.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart')
    // Without JavaScript the link signs in and comes back here (the modal does the same with it).
    await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fabout')
    await expect(bar.getByRole('button', { name: 'Open menu' })).toBeHidden()

    await bar.getByRole('link', { name: 'Fatin', exact: true }).click()
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  })

  test('a menu opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await pauseClock(page)
    await open(page)
    const trigger = header(page).getByRole('button', { name: 'Clothing' })
    const abayas = header(page).getByRole('link', { name: 'Abayas' })
    await expect(abayas).toBeHidden()

    await trigger.hover()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(abayas).toBeVisible()
    const panelId = await trigger.getAttribute('aria-controls')
    await expect(page.locator(`[id="${panelId}"]`)).toContainText('Long Dresses')

    // Leave, come back within the delay: the pending close is cancelled.
    await page.mouse.move(640, 600)
    await page.clock.runFor(100)
    await expect(abayas).toBeVisible()
    await abayas.hover()
    await page.clock.runFor(300)
    await expect(abayas).toBeVisible()

    await page.mouse.move(640, 600)
    await page.clock.runFor(100)
    await expect(abayas).toBeVisible()
    await page.clock.runFor(60)
    await expect(abayas).toBeHidden()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('hovering another menu switches to it', async ({ page }) => {
    await open(page)
    await header(page).getByRole('button', { name: 'Clothing' }).hover()
    await expect(header(page).getByRole('link', { name: 'Abayas' })).toBeVisible()
    await header(page).getByRole('button', { name: 'Beauty' }).hover()
    await expect(header(page).getByRole('link', { name: 'Skincare' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Abayas' })).toBeHidden()
  })

  test('a click toggles a menu, and an outside click or Escape closes it', async ({ page }) => {
    await pauseClock(page)
    await open(page)
    const trigger = header(page).getByRole('button', { name: 'Hijabs' })
    const shawls = header(page).getByRole('link', { name: 'Shawls' })

    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // Opened by a click, it stays open when the pointer wanders off.
    await page.mouse.move(640, 700)
    await page.clock.runFor(1000)
    await expect(shawls).toBeVisible()

    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(shawls).toBeHidden()

    await trigger.click()
    await expect(shawls).toBeVisible()
    await page.mouse.click(640, 700)
    await expect(shawls).toBeHidden()

    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(shawls).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(shawls).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('every menu item links to its /{group}/{item} page', async ({ page }) => {
    await open(page)
    for (const [menu, items] of Object.entries(menuLinks)) {
      const trigger = header(page).getByRole('button', { name: menu, exact: true })
      await trigger.click()
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
      await expect(panel.getByRole('link')).toHaveCount(Object.keys(items).length)
      for (const [label, href] of Object.entries(items)) {
        await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
      }
      await trigger.click()
    }
  })

  test('choosing a menu item opens its page and closes the menu', async ({ page }) => {
    await open(page)
    await header(page).getByRole('button', { name: 'Clothing' }).click()
    await header(page).getByRole('link', { name: 'Long Dresses' }).click()
    await expect(page).toHaveURL(/\/clothing\/long-dresses$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Abayas' })).toBeHidden()
  })

  test('search suggests matching products while typing', async ({ page }) => {
    await open(page)
    const box = search(page)
    await box.pressSequentially('abaya')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const abaya = suggestions(page).first()
    await expect(abaya).toContainText('Classic Black Abaya')
    await expect(abaya).toContainText('$129.99')
    await expect(abaya).toHaveAttribute('href', '/product/1')
    await expect(
      suggestions(page).filter({ hasText: 'Abayas' }).filter({ hasText: 'Category' }),
    ).toHaveAttribute('href', '/clothing/abayas')
    await expect(suggestions(page).last()).toHaveText('See all results for “abaya”')

    await box.fill('   ')
    await expect(suggestions(page)).toHaveCount(0)
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    await box.fill('hijabs')
    await expect(suggestions(page).first()).toContainText('Hijab')
    await header(page).getByRole('button', { name: 'Clear search' }).click()
    await expect(box).toHaveValue('')
    await expect(box).toBeFocused()
    await expect(suggestions(page)).toHaveCount(0)
  })

  test('search suggestions close on an outside click and open with the keyboard', async ({ page }) => {
    await open(page)
    const box = search(page)
    await box.fill('gold')
    await expect(suggestions(page).first()).toBeVisible()
    const first = await suggestions(page).first().getAttribute('href')
    expect(first).toMatch(/^\/product\/\d+$/)
    await page.mouse.click(640, 600)
    await expect(suggestions(page)).toHaveCount(0)

    await box.click()
    await expect(suggestions(page).first()).toBeVisible()
    await box.press('ArrowDown')
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${first}$`), { timeout: 30_000 })
  })

  test('the header turns solid after scrolling past 50 px plus the banner', async ({ page }) => {
    await open(page)
    await expectSolidAfterScrolling(page)
  })
})

test.describe('mobile header', { tag: '@mobile-only' }, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  const menuButton = (page: Page) => header(page).getByRole('button', { name: /^(Open|Close) menu$/ })

  test('shows the mobile layout instead of the desktop menus', async ({ page }) => {
    await open(page)
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'Clothing' })).toBeHidden()
    await expect(search(page)).toBeHidden()
    await expect(header(page).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  test('the menu opens, expands a group and navigates, then closes', async ({ page }) => {
    await open(page)
    await menuButton(page).tap()
    await expect(menuButton(page)).toHaveAccessibleName('Close menu')
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')

    const hijabs = header(page).getByRole('button', { name: 'Hijabs' })
    await expect(hijabs).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'SALE' })).toHaveAttribute('href', '/sale')
    const khimars = header(page).getByRole('link', { name: 'Khimars' })
    await expect(khimars).toBeHidden()

    await hijabs.tap()
    await expect(hijabs).toHaveAttribute('aria-expanded', 'true')
    for (const [label, href] of Object.entries(menuLinks.Hijabs)) {
      await expect(header(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
    }
    await hijabs.tap()
    await expect(khimars).toBeHidden()
    await hijabs.tap()

    await khimars.tap()
    await expect(page).toHaveURL(/\/hijabs\/khimars$/, { timeout: 30_000 })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
    await expect(khimars).toBeHidden()
  })

  test('every group lists its items with the right links', async ({ page }) => {
    await open(page)
    await menuButton(page).tap()
    for (const [menu, items] of Object.entries(menuLinks)) {
      const group = header(page).getByRole('button', { name: menu, exact: true })
      await group.tap()
      const list = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`)
      await expect(list.getByRole('link')).toHaveCount(Object.keys(items).length)
      for (const [label, href] of Object.entries(items)) {
        await expect(list.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href)
      }
    }
  })

  test("the phone's back gesture closes the menu and stays on the page; Back from a page opened from it returns under it", async ({
    page,
  }) => {
    await page.goto('/sale')
    await page.goto('/clothing/abayas')
    await menuButton(page).tap()
    await expect(header(page).getByRole('button', { name: 'Beauty' })).toBeVisible()
    await page.goBack()
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
    await expect(header(page).getByRole('button', { name: 'Beauty' })).toBeHidden()
    await expect(page).toHaveURL(/\/clothing\/abayas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Abayas' })).toBeVisible()

    // The drawer's entry is left when it closes, and replaced by a page opened from it.
    await menuButton(page).tap()
    await header(page).getByRole('link', { name: 'SALE' }).tap()
    await expect(page).toHaveURL(/\/sale$/, { timeout: 30_000 })
    await page.goBack()
    await expect(page).toHaveURL(/\/clothing\/abayas$/)
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
    await page.goBack()
    await expect(page).toHaveURL(/\/sale$/)
  })

  test('Escape closes the menu', async ({ page }) => {
    await open(page)
    await menuButton(page).tap()
    await expect(header(page).getByRole('button', { name: 'Beauty' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
    await expect(header(page).getByRole('button', { name: 'Beauty' })).toBeHidden()
  })

  test('search in the menu suggests products and opens one', async ({ page }) => {
    await open(page)
    await menuButton(page).tap()
    const box = search(page)
    await expect(box).toBeVisible()
    await box.pressSequentially('abaya')
    await expect(suggestions(page).first()).toHaveAttribute('href', '/product/1')

    await box.fill('   ')
    await expect(suggestions(page)).toHaveCount(0)

    await box.fill('silk')
    await header(page).getByRole('button', { name: 'Clear search' }).tap()
    await expect(box).toHaveValue('')
    await expect(suggestions(page)).toHaveCount(0)

    await box.fill('lipstick')
    await expect(suggestions(page).first()).toContainText('Halal Matte Lipstick')
    await suggestions(page).first().tap()
    await expect(page).toHaveURL(/\/product\/1301$/, { timeout: 30_000 })
    await expect(menuButton(page)).toHaveAccessibleName('Open menu')
  })

  test('the header turns solid after scrolling past 50 px plus the banner', async ({ page }) => {
    await open(page)
    await expectSolidAfterScrolling(page)
  })
})

test.describe('the header on the narrowest desktop screen', { tag: '@desktop-only' }, () => {
  test.use({ viewport: { width: 1024, height: 768 } })

  for (const path of ['/clothing/abayas', '/ur/clothing/abayas']) {
    test(`${path}: every control fits on screen and the page does not scroll sideways`, async ({ page }) => {
      await open(page, path)
      const controls = header(page).locator('a:visible, button:visible, input:visible')
      expect(await controls.count()).toBeGreaterThan(8)
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!
        expect(box.x, await control.evaluate((node) => node.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(1024)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024)
    })

    test(`${path}: the search box keeps its place while the icons after it have not arrived yet`, async ({
      page,
    }) => {
      // A slow phone can paint the page before the browser has parsed the whole header: what is already on
      // screen must not move when the rest comes in. Taking the later items out shows the same.
      await open(page, path)
      const moved = await header(page)
        .locator('[role="search"]:visible')
        .evaluate((box) => {
          const before = box.getBoundingClientRect()
          const items = [...box.parentElement!.children]
          const later = items.slice(items.indexOf(box) + 1)
          for (const item of later) item.remove()
          const after = box.getBoundingClientRect()
          return { dx: after.x - before.x, dy: after.y - before.y, removed: later.length }
        })
      expect(moved).toEqual({ dx: 0, dy: 0, removed: 4 })
    })
  }
})
