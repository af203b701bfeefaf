import { defineConfig, devices } from '@playwright/test'
import { testBrowserExecutable } from './scripts/lib/chromium.mjs'

/**
 * End-to-end tests run against the production build (`next build && next start`) with the local Firebase
 * emulators, started by scripts/serve-for-tests.mjs. Set E2E_BASE_URL to test a server you already run.
 */
const port = Number(process.env.E2E_PORT ?? 3100)
const externalBaseUrl = process.env.E2E_BASE_URL
const executablePath = testBrowserExecutable()

/**
 * Two screens, and each test on the ones where it can differ. The desktop project runs every spec; the mobile
 * project (a phone's screen, touch and user agent) runs what a phone changes: layout, menus, touch, the pages
 * a shopper works through. What no screen changes (response headers, SEO, request-level answers, stored
 * data, server rules, timing) runs once, on desktop: whole files listed here, single tests tagged `@once`.
 * A describe that sets its own viewport is tagged `@desktop-only` or `@mobile-only`, for the project it fits.
 */
const ANY_SCREEN_SPECS = [
  'abuse-limits.spec.ts',
  'back-forward-cache.spec.ts',
  'bad-input.spec.ts',
  'fonts.spec.ts',
  'guest-cancel.spec.ts',
  'health.spec.ts',
  'newsletter.spec.ts',
  'order-cancel.spec.ts',
  'order-contention.spec.ts',
  'order-privacy.spec.ts',
  'outage.spec.ts',
  'pages.spec.ts',
  'request-hardening.spec.ts',
  'sale.spec.ts',
  'security-headers.spec.ts',
  'seo.spec.ts',
  'share.spec.ts',
  'staff.spec.ts',
  'two-instances.spec.ts',
  'urdu-no-english.spec.ts',
].map((file) => `**/${file}`)

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: externalBaseUrl ?? `http://localhost:${port}`,
    // The shop's service worker (sw/service-worker.ts) would answer pages and files from its caches, past
    // the page.route() mocks and request counts many specs rely on. The specs about it opt in with
    // test.use({ serviceWorkers: 'allow' }) (e2e/offline.spec.ts, e2e/back-forward-cache.spec.ts).
    serviceWorkers: 'block',
    // Recording a trace slows every test. CI keeps
    // only the log, so it records none; locally a failing test keeps its trace (or run with --trace on).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      // This machine has no internet: keep Chromium from trying to reach Google's services.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No GPU here: without this, Chromium emulates one (SwiftShader) in a process that took half the CPU.
        '--disable-gpu',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only\b/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'] },
      testIgnore: ANY_SCREEN_SPECS,
      grepInvert: /@(once|desktop-only)\b/,
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // Builds nothing: `npm test` runs `next build` first, with the same emulator settings.
        command: `node scripts/serve-for-tests.mjs ${port}`,
        // Answers only once the emulators are up and `next start` serves.
        url: `http://localhost:${port}/api/health`,
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        // SIGTERM lets the script stop the emulators itself (SIGKILL, the default, would also end them,
        // since they share its process group, but without a clean shutdown).
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
})
