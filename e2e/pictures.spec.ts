import { expect, type Locator, type Page, test } from '@playwright/test'

/**
 * The photo pipeline's pictures as a shopper's browser uses them (docs/pictures.md): AVIF, at the smallest
 * width that is sharp where the picture is shown on this screen, with a placeholder behind the page's main
 * picture, and a product's own photographs where it has them. Runs on the phone and the desktop projects.
 */

/**
 * The widths offered by the srcset the browser chose from ('/pictures/products/4-320.avif?v=… 320w, …'): a
 * <source> of the <picture> or the <img> itself, whichever names the file it shows.
 */
async function offeredWidths(picture: Locator): Promise<number[]> {
  const srcset = await picture.evaluate((image: HTMLImageElement) => {
    const candidates = [...(image.parentElement?.querySelectorAll('source') ?? []), image]
    const shown = new URL(image.currentSrc).pathname + new URL(image.currentSrc).search
    return candidates
      .map((candidate) => candidate.srcset)
      .find((set) => set.split(', ').some((entry) => entry.startsWith(`${shown} `)))
  })
  return (srcset ?? '').split(', ').map((entry) => Number(entry.split(' ')[1]?.replace('w', '')))
}

/** The width of the file the browser chose, its format, and the device pixels it covers on screen. */
async function chosen(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  return picture.evaluate((image: HTMLImageElement) => {
    const match = /-(\d+)\.(avif|webp)\?/.exec(image.currentSrc)
    // object-fit: cover draws the picture at least as wide as its box, wider when the box is relatively taller.
    const box = image.getBoundingClientRect()
    const drawnWidth = Math.max(box.width, (box.height * image.naturalWidth) / image.naturalHeight)
    return {
      width: Number(match?.[1]),
      format: match?.[2],
      devicePixels: drawnWidth * window.devicePixelRatio,
    }
  })
}

/** The browser took the smallest offered width that covers the picture's device pixels (or the largest). */
async function expectRightWidth(picture: Locator) {
  const offered = await offeredWidths(picture)
  const { width, format, devicePixels } = await chosen(picture)
  expect(format, 'AVIF, which Chromium reads').toBe('avif')
  expect(offered).toContain(width)
  const smaller = offered.filter((candidate) => candidate < width)
  // Never a size too small (unless none is larger), and never one where the next size down would do.
  if (width < Math.max(...offered)) expect(width).toBeGreaterThanOrEqual(Math.floor(devicePixels * 0.98))
  for (const candidate of smaller) expect(candidate).toBeLessThan(Math.ceil(devicePixels * 1.02))
}

async function scrollTo(page: Page, picture: Locator) {
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toBeInViewport()
}

test('the home page fetches each picture at the width its place needs, in AVIF', async ({
  page,
  isMobile,
}) => {
  const pictures: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.url().includes('/pictures/home/slide-1'))
      pictures.push(request.url())
  })
  await page.goto('/')
  const slide = page.locator('[aria-roledescription="slide"] img').first()
  await expectRightWidth(slide)
  // A portrait phone shows the slide's middle, so it is sent only that (its narrow crop), a desktop the whole
  // slide; either way one file, the preload and the <picture> agreeing on which.
  await expect
    .poll(() => slide.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toContain(isMobile ? '/pictures/home/slide-1-narrow-' : '/pictures/home/slide-1-1')
  expect(pictures, 'the first slide is fetched once').toHaveLength(1)
  // The page's largest picture has its blurred placeholder behind it, and was asked for first.
  await expect(slide).toHaveAttribute('style', /background-image: ?url\("?data:image\/webp;base64,/)
  await expect(slide).toHaveAttribute('fetchpriority', 'high')

  const arrival = page
    .getByRole('region', { name: /new arrivals/i })
    .locator('img')
    .first()
  await scrollTo(page, arrival)
  await expectRightWidth(arrival)
})

// On a phone the categories start about three screens down; on a desktop they are near enough to be drawn.
test(
  "a phone's first visit to the home page leaves the far sections' pictures until the shopper comes near",
  { tag: '@mobile-only' },
  async ({ page }) => {
    const farPictures: string[] = []
    page.on('request', (request) => {
      if (/\/pictures\/(home\/category-|home\/grid-|avatars\/|blog\/)/.test(request.url())) {
        farPictures.push(request.url())
      }
    })
    await page.goto('/')
    const arrival = page
      .getByRole('region', { name: /new arrivals/i })
      .locator('img')
      .first()
    await expect
      .poll(() => arrival.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    // The categories, the reviews, the journal and the shoppers' photos are drawn only near the screen
    // (.render-when-near), so a first load neither lays them out nor fetches their pictures, however generous
    // the browser's lazy-loading distance.
    await page.waitForLoadState('networkidle')
    expect(farPictures, 'no category, reviewer, journal or shopper photo before scrolling').toEqual([])

    for (const name of [
      'Discover Your Style',
      'Captivated Customers',
      'Inspire Your Look',
      'Styled by You',
    ]) {
      const section = page.getByRole('region', { name })
      await section.scrollIntoViewIfNeeded()
      const picture = section.locator('img').first()
      await expect(picture).toBeInViewport()
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0)
    }
    expect(farPictures.some((url) => url.includes('/pictures/home/category-'))).toBe(true)
    expect(farPictures.some((url) => url.includes('/pictures/avatars/'))).toBe(true)
    expect(farPictures.some((url) => url.includes('/pictures/blog/'))).toBe(true)
    expect(farPictures.some((url) => url.includes('/pictures/home/grid-'))).toBe(true)
  },
)

test('a listing and a product page fetch their pictures at the width they need', async ({
  page,
  isMobile,
}) => {
  await page.goto('/clothing/abayas')
  // The banner: on a phone its narrow crop (the middle, as sharp as the whole picture), else the whole one.
  const banner = page.getByRole('region', { name: 'Abayas' }).locator('img')
  await expectRightWidth(banner)
  expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(
    isMobile ? '/pictures/heroes/abayas-narrow-' : '/pictures/heroes/abayas-1',
  )
  const card = page.getByTestId('product-card').first().locator('img').first()
  await expectRightWidth(card)

  await page.goto('/product/2')
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  await expectRightWidth(page.getByRole('img', { name, exact: true }))
})

test(
  "product 1's page shows its photographs, and its rich result names a raster picture",
  { tag: '@once' },
  async ({ page, request }) => {
    await page.goto('/product/1')
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    const photo = page.getByRole('img', { name, exact: true })
    await expect(photo).toBeVisible()
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/pictures\/products\/1-\d+\.avif\?v=/,
    )

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = jsonLd.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product')
    expect(product.image).toHaveLength(2)
    for (const url of product.image as string[]) {
      expect(url).toMatch(/\/pictures\/products\/1(-hover)?-600\.webp\?v=[0-9a-f]{12}$/)
      const file = await request.get(new URL(url).pathname + new URL(url).search)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('image/webp')
    }
    // Its share preview is drawn from the photograph too (a PNG made at build time).
    const preview = await request.get('/product/1/opengraph-image')
    expect(preview.status()).toBe(200)
    expect(preview.headers()['content-type']).toBe('image/png')
  },
)
