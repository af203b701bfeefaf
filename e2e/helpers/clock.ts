import type { Page } from '@playwright/test'

/** How far before the pause the clock is installed: more than any machine takes between the two calls. */
const INSTALL_LEAD_MS = 60 * 60 * 1000

/**
 * Installs Playwright's clock on a page that has not loaded anything yet, stopped at `time`: timers fire only
 * when the test runs the clock on. An installed clock runs in real time until it is paused, so installing it
 * at `time` and pausing a second later failed on a loaded CI machine ("Cannot fast-forward to the past").
 * Installed an hour early, it is fast-forwarded over the blank page, where no timer waits, and stops exactly
 * at `time`.
 */
export async function stopClockAt(page: Page, time: Date) {
  await page.clock.install({ time: time.getTime() - INSTALL_LEAD_MS })
  await page.clock.pauseAt(time)
}

/**
 * Stops an installed clock that is running, `marginMs` ahead of the page's time, for tests that need it to
 * stand still from about now on: timers due within the margin still fire. The page's time keeps flowing
 * until the call lands, so on a loaded machine the target can already be past: Playwright then refuses with
 * "Cannot fast-forward to the past", and the call is made again from the page's new time.
 */
export async function pauseClockSoon(page: Page, marginMs: number) {
  for (let attempt = 1; ; attempt++) {
    const pageNow = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(pageNow + marginMs)
      return
    } catch (error) {
      if (attempt === 5 || !String(error).includes('Cannot fast-forward to the past')) throw error
    }
  }
}
