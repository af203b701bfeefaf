import { existsSync } from 'node:fs'

/**
 * The browser Playwright drives. Playwright's own download cannot run on machines without internet, so we
 * use Debian's Chromium at /usr/bin/chromium when it is there, and Playwright's bundled browser otherwise.
 * Returns undefined to let Playwright pick its own.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  // Debian's real binary first: its /usr/bin/chromium wrapper adds desktop flags from /etc/chromium.d, among
  // them --enable-gpu-rasterization, which on a machine without a GPU rasterises every frame in software and
  // made each end-to-end test several times slower.
  for (const candidate of ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate
  }
  return undefined
}
