import { existsSync } from 'node:fs'

/**
 * The browsers the scripts drive. Playwright's own download cannot run on machines without internet, so we use
 * Debian's Chromium packages when they are there, and Playwright's bundled browser otherwise. Each function
 * returns undefined to let Playwright pick its own. CHROMIUM_PATH overrides both.
 */

/** Debian's headless-only build of Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The full browser, for Lighthouse (bench), which measures what a shopper's Chrome does. Debian's real binary
 * first: its /usr/bin/chromium wrapper adds desktop flags from /etc/chromium.d, among them
 * --enable-gpu-rasterization, which on a machine without a GPU rasterises every frame in software and made each
 * end-to-end test several times slower.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const candidate of ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}

/**
 * The browser the end-to-end tests drive: the same Blink and V8 as Chromium, without the browser's own window.
 * The full browser draws its toolbar with a WebUI renderer for every test's new window; on a two-core machine
 * that, with the browser's heavier start, made the suite about a third slower (measured on accessibility and
 * category specs: 432 s of test time with the full browser, 278 s with the headless shell). Playwright itself
 * runs its headless tests on this build.
 */
export function testBrowserExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumExecutable()
}
