import { expect, test } from '@playwright/test'
import { PROMO_BANNER_ID, SITE_HEADER_ID } from '@/components/banner/banner-ids'

/**
 * A slow phone (or a busy laptop) can paint a page before its HTML is all parsed, so the promo banner and
 * the header may be on screen half-built. Whatever is already painted must then stay where it is as the rest
 * arrives, or the shopper sees it jump (the layout-shift check in static-first.spec.ts failed now and then
 * when a paint caught a menu button still empty). This lays out every prefix of the home page's HTML that
 * ends inside the banner or the header, cut after each tag, with the page's stylesheet and no scripts, and
 * compares where each painted element of the two is with where it is on the whole page.
 */
test('the promo banner and the header never move while their HTML is still arriving', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  const start = html.indexOf(`id="${PROMO_BANNER_ID}"`)
  const end = html.indexOf('</header>')
  expect(start, 'the home page has the promo banner').toBeGreaterThan(0)
  expect(end, 'and the header after it').toBeGreaterThan(start)
  const cuts: number[] = []
  for (let cut = html.indexOf('>', start) + 1; cut > 0 && cut <= end; cut = html.indexOf('>', cut) + 1) {
    cuts.push(cut)
  }

  // The page as painted before any script runs, and with the fallback letters throughout (no web fonts).
  await page.route(/\.(js|woff2|svg|avif|webp)(\?|$)/, (route) => route.abort())
  await page.route('/__whole-page', (route) => route.fulfill({ contentType: 'text/html', body: html }))
  await page.goto('/__whole-page')

  const result = await page.evaluate(
    ({ html, cuts, ids }) => {
      type Placed = Map<string, { x: number; y: number; what: string }>
      const placeTopElements = () => {
        const placed: Placed = new Map()
        const visit = (element: Element, key: string) => {
          const box = element.getBoundingClientRect()
          // Empty and one-pixel boxes (screen-reader-only text) paint nothing: moving them shows nothing.
          if (box.width * box.height > 1) {
            const what = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`
            placed.set(key, { x: box.x, y: box.y, what })
          }
          ;[...element.children].forEach((child, index) => visit(child, `${key}/${index}`))
        }
        for (const id of ids) {
          const top = document.getElementById(id)
          if (top) visit(top, id)
        }
        return placed
      }
      // The parser closes whatever a cut leaves open, just as the browser's does for the part received so far;
      // the head (and with it the stylesheet) stays the whole page's, which is all before the banner anyway.
      const showBodyOf = (source: string) => {
        const parsed = new DOMParser().parseFromString(source, 'text/html')
        document.documentElement.replaceChild(document.importNode(parsed.body, true), document.body)
      }
      showBodyOf(html)
      const whole = placeTopElements()
      const found = new Map<string, string>()
      for (const cut of cuts) {
        showBodyOf(html.slice(0, cut))
        for (const [key, early] of placeTopElements()) {
          const final = whole.get(key)
          if (!final || found.has(key)) continue
          if (Math.abs(final.x - early.x) > 0.01 || Math.abs(final.y - early.y) > 0.01) {
            found.set(key, `${early.what} at (${early.x}, ${early.y}), then (${final.x}, ${final.y})`)
          }
        }
      }
      return { measured: whole.size, moved: [...found.values()] }
    },
    { html, cuts, ids: [PROMO_BANNER_ID, SITE_HEADER_ID] },
  )
  expect(result.measured, 'the whole banner and header are measured').toBeGreaterThan(10)
  expect(result.moved).toEqual([])
})
