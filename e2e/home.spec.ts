import { expect, test, type Page } from '@playwright/test'
import { heroSlides } from '@/data/home'
import { pauseClockSoon } from './helpers/clock'

const SECTION_HEADINGS = [
  'Eid Sale Ends In',
  'New Arrivals',
  'Discover Your Style',
  'Captivated Customers',
  'Why shop with Fatin',
  'Inspire Your Look',
  'Styled by You',
  'Join Our Newsletter',
]

function carousel(page: Page) {
  return page.getByRole('region', { name: 'Featured collections' })
}

/** Slides other than the current one are hidden from shoppers and from assistive technology. */
function slide(page: Page, n: number) {
  return carousel(page).getByRole('group', { name: `${n} of ${heroSlides.length}` })
}

/** The carousel reports 'pending' until React has hydrated it; clicks are handled from then on. */
async function waitForInteractiveCarousel(page: Page) {
  await expect(carousel(page)).toHaveAttribute('data-autoplay', /^(on|paused|off)$/, { timeout: 20_000 })
}

/** Stops the installed clock, so no timer fires unless the test runs the clock on. */
const freezeTime = (page: Page) => pauseClockSoon(page, 2_000)

test.describe('home page', () => {
  test(
    'shows one h1, the carousel first, then every section in the specified order',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveTitle(/Fatin/)
      await expect(page.locator('h1')).toHaveCount(1)

      const headings = page.getByRole('main').getByRole('heading', { level: 2 })
      await expect(headings).toHaveText(SECTION_HEADINGS)

      const carouselBox = await carousel(page).boundingBox()
      const saleBox = await page.getByRole('heading', { name: 'Eid Sale Ends In' }).boundingBox()
      expect(carouselBox && saleBox && carouselBox.y < saleBox.y).toBe(true)
    },
  )

  test(
    'the first slide is visible in the server HTML with its Shop Now link',
    { tag: '@once' },
    async ({ page }) => {
      const html = await (await page.request.get('/')).text()
      for (const heroSlide of heroSlides) expect(html).toContain(heroSlide.title)

      // Visitors who prefer less motion get no autoplay, so slide 1 stays put however slowly the page loads.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      const first = heroSlides[0]!
      await expect(slide(page, 1)).toBeVisible()
      await expect(slide(page, 1).getByText(first.title)).toBeVisible()
      await expect(slide(page, 1).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', first.href)
      await expect(slide(page, 2)).toHaveCount(0)
      await waitForInteractiveCarousel(page)
      await expect(carousel(page)).toHaveAttribute('data-autoplay', 'off')
      await expect(slide(page, 1)).toBeVisible()
    },
  )

  test('carousel Next wraps from the last slide to the first, Previous from the first to the last', async ({
    page,
  }) => {
    // No autoplay, so only the shopper's clicks move the slides.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await waitForInteractiveCarousel(page)
    const next = page.getByRole('button', { name: 'Next slide' })
    const previous = page.getByRole('button', { name: 'Previous slide' })

    await next.click()
    await expect(slide(page, 2)).toBeVisible()
    await next.click()
    await expect(slide(page, 3)).toBeVisible()
    await expect(slide(page, 3).getByText(heroSlides[2]!.title)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')

    await next.click()
    await expect(slide(page, 1)).toBeVisible()
    await expect(slide(page, 3)).toHaveCount(0)

    await previous.click()
    await expect(slide(page, 3)).toBeVisible()
    await expect(page.getByText(heroSlides[2]!.title)).toBeVisible()
    await expect(page.getByText(heroSlides[0]!.title)).toBeHidden()

    await page.getByRole('button', { name: 'Go to slide 2' }).click()
    await expect(slide(page, 2)).toBeVisible()
  })

  test('carousel autoplay advances after 5 seconds, and not before', { tag: '@once' }, async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    await waitForInteractiveCarousel(page)

    // Hovering pauses autoplay; choose slide 1 and freeze time while paused.
    const box = (await carousel(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'paused')
    await page.getByRole('button', { name: 'Go to slide 1' }).click()
    await expect(slide(page, 1)).toBeVisible()
    await freezeTime(page)
    await page.clock.runFor(12_000)
    await expect(slide(page, 1)).toBeVisible()

    // Pointer and focus leave the carousel: autoplay resumes with a full interval from this frozen instant.
    await page.getByRole('heading', { name: 'Eid Sale Ends In' }).click()
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'on')

    await page.clock.runFor(4_900)
    await expect(slide(page, 1)).toBeVisible()
    await page.clock.runFor(100)
    await expect(slide(page, 2)).toBeVisible()
    await page.clock.runFor(5_000)
    await expect(slide(page, 3)).toBeVisible()
    await page.clock.runFor(5_000)
    await expect(slide(page, 1)).toBeVisible()
  })

  test('Eid sale strip counts down 14 days and links to the sale', { tag: '@once' }, async ({ page }) => {
    await page.goto('/')
    const strip = page.getByRole('region', { name: 'Eid Sale Ends In' })
    await expect(strip.getByRole('timer')).toContainText(/1[34]\s*Days/i)
    await expect(strip.getByRole('link', { name: 'Shop Sale' })).toHaveAttribute('href', '/sale')
  })

  test(
    'New Arrivals shows 4 product cards with prices, each linking to its product',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/')
      const section = page.getByRole('region', { name: 'New Arrivals' })
      const cards = section.getByRole('listitem')
      await expect(cards).toHaveCount(4)
      for (const card of await cards.all()) {
        await expect(card).toContainText(/\$\d+\.\d{2}/)
        await expect(card.getByRole('link')).toHaveAttribute('href', /^\/product\/\d+$/)
        await expect(card.getByRole('img').first()).toBeVisible()
      }
      await expect(section.getByText(/^Only \d Left!$/).first()).toBeVisible()
    },
  )

  test(
    'categories, testimonials, benefits, blog and photo grid are complete',
    { tag: '@once' },
    async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('region', { name: 'Discover Your Style' }).getByRole('link')).toHaveCount(4)

      const customers = page.getByRole('region', { name: 'Captivated Customers' })
      await expect(customers.getByRole('listitem')).toHaveCount(4)
      await expect(customers.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toHaveCount(4)
      await expect(customers.getByText('Verified buyer').first()).toBeVisible()

      const benefits = page.getByRole('region', { name: 'Why shop with Fatin' })
      await expect(benefits.getByRole('listitem')).toHaveCount(3)
      await expect(benefits).toContainText('$50')

      const blog = page.getByRole('region', { name: 'Inspire Your Look' })
      const readMore = blog.getByRole('link', { name: /^Read more/ })
      await expect(readMore).toHaveCount(3)
      await expect(readMore.first()).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/)

      const photos = page.getByRole('region', { name: 'Styled by You' }).getByRole('link')
      await expect(photos).toHaveCount(6)
      for (const photo of await photos.all())
        await expect(photo.getByRole('img')).toHaveAttribute('alt', /\w/)
    },
  )

  test(
    'newsletter asks for an email, thanks the subscriber for 5 seconds, then returns the form',
    { tag: '@once' },
    async ({ page }) => {
      await page.clock.install()
      await page.goto('/')
      await waitForInteractiveCarousel(page)
      const newsletter = page.getByRole('region', { name: 'Join Our Newsletter' })
      await expect(newsletter).toContainText('10% off your first order')

      await newsletter.getByRole('button', { name: 'Subscribe' }).click()
      await expect(newsletter.getByText('Please enter your email address.')).toBeVisible()

      await freezeTime(page)
      await newsletter.getByLabel('Email address').fill('amina@example.com')
      await newsletter.getByRole('button', { name: 'Subscribe' }).click()
      const thanks = newsletter.getByText('Thank you for subscribing!')
      await expect(thanks).toBeVisible()
      // The welcome code promised in the box (spec: a 10% discount code), usable at checkout.
      await expect(newsletter.getByRole('status')).toContainText(
        'Use code WELCOME10 for 10% off your first order.',
      )
      await expect(newsletter.getByLabel('Email address')).toHaveCount(0)

      await page.clock.runFor(4_900)
      await expect(thanks).toBeVisible()
      await page.clock.runFor(100)
      await expect(thanks).toBeHidden()
      await expect(newsletter.getByLabel('Email address')).toHaveValue('')
    },
  )
})
