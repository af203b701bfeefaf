/**
 * `npm test`: everything CI checks, from a fresh clone, with no questions asked (CI=true, no stdin).
 *
 *   install (npm ci or npm install, when needed) · Chromium (when missing) · lint · typecheck ·
 *   unit tests (Jest) · production build · end-to-end tests (Playwright, against `next start` and the
 *   local emulators)
 *
 * Stops at the first failing step with a non-zero exit code, and prints a summary of what ran.
 *
 *   npm test                                  # everything
 *   npm test -- --e2e [playwright arguments]  # only the build and the end-to-end tests, e.g.
 *   npm test -- --e2e e2e/auth.spec.ts --project=mobile
 */
import { emulatorEnv, emulatorSettings } from './lib/emulators.mjs'
import { E2E_SERVER_SETTINGS } from './lib/e2e-server-settings.mjs'
import { withLocalSiteUrl } from './lib/local-site-url.mjs'
import {
  assertPortFree,
  freePort,
  isShuttingDown,
  onShutdownSignal,
  run,
  seconds,
  stopAll,
} from './lib/processes.mjs'
import {
  assertNodeVersion,
  ensureChromium,
  ensureDependencies,
  nextBin,
  packageBin,
  picturePipelineArgs,
} from './lib/setup.mjs'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const startedAt = Date.now()
const results = []
const args = process.argv.slice(2)
const e2eOnly = args[0] === '--e2e'
const playwrightArgs = e2eOnly ? args.slice(1) : args

onShutdownSignal(async () => {
  await stopAll()
  printSummary('interrupted')
})

/**
 * Runs one step, records how it went, and throws to stop the run when it fails. A `buffered` step's action
 * gets a log to write into instead of the terminal, printed under the step's heading when it ends, so steps
 * run side by side (steps()) do not interleave their output.
 */
async function step(name, action, { buffered = false } = {}) {
  const stepStartedAt = Date.now()
  const log = []
  if (!buffered) console.log(`\n━━ ${name}`)
  const flush = () => buffered && console.log(`\n━━ ${name}\n${log.join('').trimEnd()}`)
  try {
    const note = await action(buffered ? log : undefined)
    flush()
    results.push({ name, ok: true, ms: Date.now() - stepStartedAt, note: note ?? '' })
  } catch (error) {
    flush()
    results.push({ name, ok: false, ms: Date.now() - stepStartedAt, note: error.message })
    throw error
  }
}

/**
 * Steps side by side. Lint and the type check each use one core, so on a two-core machine they take little
 * longer together than the slower one alone. Every step runs to its end, then the first failure stops the run.
 */
async function steps(list) {
  const outcomes = await Promise.allSettled(
    list.map(([name, action]) => step(name, action, { buffered: true })),
  )
  const failed = outcomes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
}

/** Runs a command; with `log`, its output goes there instead of the terminal. */
async function command(commandName, args, { env, summarize, log } = {}) {
  const { code, output } = await run(commandName, args, {
    env,
    capture: Boolean(summarize || log),
    echo: !log,
  })
  log?.push(output)
  if (code !== 0) throw new Error(`exit code ${code}`)
  return summarize?.(output)
}

/** "Tests:       12 passed, 12 total" from Jest. */
const jestCounts = (output) =>
  output
    .match(/^Tests:\s+(.+)$/m)?.[1]
    ?.replace(/\u001b\[[0-9;]*m/g, '')
    .trim()

/** "  24 passed (1.2m)" (and "2 flaky", "1 skipped") from Playwright's list reporter. */
const playwrightCounts = (output) => {
  const clean = output.replace(/\u001b\[[0-9;]*m/g, '')
  const counts = [...clean.matchAll(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)\b/gm)].map(
    (match) => `${match[1]} ${match[2]}`,
  )
  return counts.join(', ')
}

/**
 * The port in `name`, or `preferred` when free, or any free port: `npm test` must not collide with an
 * `npm start` (or another test run) on the same machine. Exported to the environment, so the build, the
 * test server and the specs all agree.
 */
async function choosePort(name, preferred, host) {
  if (process.env[name]) return
  const port = await assertPortFree(preferred, host).then(
    () => preferred,
    () => freePort(),
  )
  if (port !== preferred) console.log(`${name}: ${preferred} is taken, using ${port}.`)
  process.env[name] = String(port)
}

function printSummary(outcome) {
  const width = Math.max(...results.map((result) => result.name.length), 4)
  console.log(`\n━━ Summary (${outcome}, ${seconds(Date.now() - startedAt)})`)
  for (const result of results) {
    const mark = result.ok ? 'ok  ' : 'FAIL'
    console.log(`${mark}  ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(7)}  ${result.note}`)
  }
}

async function main() {
  assertNodeVersion()
  await step('install dependencies', async () => {
    const { installed, command } = await ensureDependencies()
    return installed ? command : 'node_modules up to date'
  })
  await step('Chromium for Playwright', async () => {
    const { installed, executable } = await ensureChromium()
    return `${executable}${installed ? ' (installed with apt-get)' : ''}`
  })
  if (!e2eOnly) {
    await steps([
      ['lint (npm run lint)', (log) => command(npm, ['run', 'lint'], { log })],
      // `npm run typecheck` runs `next typegen` first: route types (PageProps) and next-env.d.ts come from
      // Next, and a fresh clone has neither.
      ['typecheck (npm run typecheck)', (log) => command(npm, ['run', 'typecheck'], { log })],
    ])
    await step('unit tests (jest --ci)', () =>
      command(process.execPath, [packageBin('jest', 'bin', 'jest.js'), '--ci'], { summarize: jestCounts }),
    )
  }

  await choosePort('FIREBASE_AUTH_EMULATOR_PORT', 9099, '127.0.0.1')
  await choosePort('FIRESTORE_EMULATOR_PORT', 8080, '127.0.0.1')
  await choosePort('E2E_PORT', 3100, '127.0.0.1')
  await choosePort('MAIL_CATCHER_SMTP_PORT', 1025, '127.0.0.1')
  await choosePort('MAIL_CATCHER_WEB_PORT', 1080, '127.0.0.1')
  // The build inlines the browser's settings, so it must see the same emulator ports as
  // scripts/serve-for-tests.mjs, which Playwright starts (both read them from this environment).
  // NEXT_PUBLIC_SHOP_TEST_HOOKS=1 builds in the offline Google sign-in hook (lib/auth/test-hooks.ts);
  // `npm start` and deployments build without it, so the branch is compiled out there.
  const env = {
    ...withLocalSiteUrl(process.env, process.env.E2E_PORT),
    ...emulatorEnv(emulatorSettings()),
    NEXT_PUBLIC_SHOP_TEST_HOOKS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    ...E2E_SERVER_SETTINGS,
  }
  await step('pictures (scripts/build-pictures.ts)', () =>
    command(process.execPath, picturePipelineArgs(), { env }),
  )
  // The types were checked by the typecheck step above; the build need not check them again (next.config.ts).
  const buildEnv = e2eOnly ? env : { ...env, SHOP_TYPES_ALREADY_CHECKED: '1' }
  await step('production build (next build)', () =>
    command(process.execPath, [nextBin(), 'build'], { env: buildEnv }),
  )
  await step('end-to-end tests (playwright test)', () =>
    command(process.execPath, [packageBin('@playwright/test', 'cli.js'), 'test', ...playwrightArgs], {
      env,
      summarize: playwrightCounts,
    }),
  )
  printSummary('all passed')
}

main().catch((error) => {
  if (isShuttingDown()) return
  console.error(`\nnpm test failed: ${error.message}`)
  printSummary('failed')
  process.exit(1)
})
