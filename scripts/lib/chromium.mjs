import { existsSync } from 'node:fs'

/**
 * The browser Playwright drives. Playwright's own download cannot run on machines without internet, so we
 * use Debian's Chromium at /usr/bin/chromium when it is there, and Playwright's bundled browser otherwise.
 * Returns undefined to let Playwright pick its own.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}
