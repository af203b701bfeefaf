import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The rules the shop promises to pass: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/**
 * Waits until the page looks as a shopper would see it once everything has arrived: React has hydrated,
 * the header's client islands have answered (/api/shopper gives the user slot and the badge counts; before
 * that they show faint placeholders), the on-demand toast area has mounted (it loads once the shopper first
 * acts: a Shift key press, which does nothing else, stands for that once the page listens), and the fonts have
 * loaded (text metrics and so what axe measures depend on them).
 */
export async function settle(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main')
      const hydrated = !!main && Object.keys(main).some((key) => key.startsWith('__react'))
      const header = document.querySelector('header')
      const userKnown = !!header && !header.querySelector('[data-testid="user-slot-pending"]')
      // The cart link names its count once known ('Cart, 2 items', 'شاپنگ بیگ، 2 چیزیں').
      const cartCounted = [...(header?.querySelectorAll('a[href$="/cart"]') ?? [])].some((link) =>
        /\d/.test(link.getAttribute('aria-label') ?? ''),
      )
      // Sonner's region, named 'Notifications alt+T' ('اطلاعات alt+T' in Urdu).
      const toaster = !!document.querySelector('section[aria-label$="alt+T"]')
      if (hydrated && !toaster) window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))
      return hydrated && userKnown && cartCounted && toaster
    },
    undefined,
    { timeout: 20_000 },
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** One line per failing element: rule, where, and what axe says is wrong, so a failure reads on its own. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  )
}

/**
 * Waits for the page's CSS transitions and one-off animations to end (a hover fading in, a panel sliding):
 * axe measures colours as they are drawn at that moment, so a colour caught halfway is a contrast no shopper
 * sees for more than a fraction of a second. Endless ones (a skeleton's pulse) never end and are not waited for.
 */
async function finishedTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Runs axe-core with the WCAG 2.2 A/AA rules on what the page shows now (the whole document, or `include`
 * for a part of it) and fails with every violation listed.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Legacy mode runs axe in the page itself; the default opens a second, blank page in the same context to
  // merge frame results, a cost on every scan (about a third of it here) for pages that have no frames.
  // resultTypes: every rule still runs on every element and every violation is reported in full, but axe no
  // longer builds a selector for each element that passed (it keeps one per rule): half of each scan's time.
  // (options() replaces every option set before it, so it comes before withTags.)
  await finishedTransitions(page)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_TAGS])
    .setLegacyMode(true)
  if (include) builder = builder.include(include)
  const results = await builder.analyze()
  expect(describe(results.violations), `axe on ${page.url()}`).toEqual([])
}
