/**
 * Getting a fresh machine ready: dependencies (npm ci, or npm install) and, for the end-to-end tests, a Chromium.
 * Node built-ins only: this runs before anything is installed.
 */
import { existsSync, lstatSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { chromiumExecutable, HEADLESS_SHELL, testBrowserExecutable } from './chromium.mjs'
import { installCommand } from './lock-file.mjs'
export { listenHost, LOOPBACK } from './listen-host.mjs'
import { commandExists, repoRoot, run } from './processes.mjs'

/** Next 16 needs Node 20.9+; firebase-admin 13 (not 14, which needs 22) keeps Node 20 working. */
export function assertNodeVersion() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
  if (major < 20 || (major === 20 && minor < 9) || major > 24) {
    throw new Error(`This shop supports Node.js 20.9 to 24; this is Node.js ${process.versions.node}.`)
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** Why node_modules needs (re)installing, or null when it matches package-lock.json. */
function installReason() {
  const modules = path.join(repoRoot, 'node_modules')
  if (!existsSync(modules)) return 'node_modules is missing'
  // npm writes this copy of the lock file at the end of every install.
  const installed = path.join(modules, '.package-lock.json')
  if (!existsSync(installed)) return 'node_modules was not installed by npm'
  const lockTime = statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs
  if (statSync(installed).mtimeMs < lockTime) return 'package-lock.json is newer than node_modules'
  return null
}

/**
 * Installs dependencies when node_modules is missing or older than package-lock.json: `npm ci`, or
 * `npm install` when the lock file lacks other platforms' optional binaries and npm ci would refuse it
 * (see lock-file.mjs). Dependencies' install scripts run only where package.json's allowScripts approves
 * them (npm 11); every denied one is optional (see README), so the install works without them.
 */
export async function ensureDependencies() {
  const reason = installReason()
  if (!reason) return { installed: false }
  const modules = path.join(repoRoot, 'node_modules')
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    // npm ci would empty the directory the link points at, which belongs to another checkout.
    console.warn(`${reason}, but node_modules is a symbolic link: not reinstalling. Run npm ci yourself.`)
    return { installed: false }
  }
  const lockFile = path.join(repoRoot, 'package-lock.json')
  const lockBefore = readFileSync(lockFile, 'utf8')
  const command = installCommand(JSON.parse(lockBefore))
  const env = { ...process.env, npm_config_yes: 'true' }
  const flags = ['--no-audit', '--no-fund']
  if (command === 'npm ci') {
    console.log(`Installing dependencies with npm ci (${reason}).`)
    // Its output goes straight to the terminal, so whatever makes it fail is on screen.
    const ci = await run(npm, ['ci', ...flags], { env })
    if (ci.code !== 0) throw new Error(`npm ci failed with exit code ${ci.code}.`)
    return { installed: true, command }
  }

  // npm install resolves the same locked versions and simply skips packages this platform cannot use.
  console.log(
    `Installing dependencies with npm install (${reason}); npm ci cannot be used because ` +
      "package-lock.json leaves out other platforms' optional packages, which this registry does not serve.",
  )
  const install = await run(npm, ['install', ...flags], { env })
  if (install.code !== 0) throw new Error(`npm install failed with exit code ${install.code}.`)
  if (readFileSync(lockFile, 'utf8') !== lockBefore) {
    console.warn('npm install updated package-lock.json: review and commit it so every install matches.')
  }
  return { installed: true, command }
}

/** Playwright's own Chromium, when `npx playwright install chromium` has downloaded it. */
function playwrightChromium() {
  try {
    const require = createRequire(path.join(repoRoot, 'package.json'))
    const executable = require('playwright-core').chromium.executablePath()
    return executable && existsSync(executable) ? executable : undefined
  } catch {
    return undefined
  }
}

/**
 * Makes sure Playwright has its browsers: the headless shell most tests run on, and the full Chromium that
 * back-forward-cache.spec.ts needs (the shell has no back/forward cache). Playwright's download needs the
 * internet, so on Debian we install the distribution's packages (apt works here); CI runs as root with no
 * terminal, elsewhere sudo must work without a password prompt. Where apt cannot run, any Chromium found
 * (or Playwright's own) is used for every test.
 */
export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return { installed: false, executable: process.env.CHROMIUM_PATH }
  const missing = [
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
    ...(chromiumExecutable() ? [] : ['chromium']),
  ]
  const found = testBrowserExecutable() ?? playwrightChromium()
  if (missing.length === 0) return { installed: false, executable: found }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const sudoWorks = !isRoot && commandExists('sudo') && (await run('sudo', ['-n', 'true'])).code === 0
  if (!commandExists('apt-get') || (!isRoot && !sudoWorks)) {
    if (found) return { installed: false, executable: found }
    throw new Error(
      'The end-to-end tests need Chromium and none was found. Install it with ' +
        '`sudo apt-get install -y chromium chromium-headless-shell` (Debian), or `npx playwright install ' +
        'chromium` where the internet is reachable, or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    )
  }
  const prefix = isRoot ? [] : ['sudo', '-n']
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const apt = async (...args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args]
    const { code } = await run(command, rest, { env: aptEnv })
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed with exit code ${code}.`)
  }
  console.log(`Installing Chromium for the end-to-end tests: apt-get install -y ${missing.join(' ')}`)
  await apt('update')
  await apt('install', '-y', ...missing)
  const executable = testBrowserExecutable()
  if (!executable)
    throw new Error(`apt-get installed ${missing.join(' ')}, but no Chromium executable is there.`)
  return { installed: true, executable }
}

/** The node_modules binary of a package, run with this Node. */
export function packageBin(...segments) {
  return path.join(repoRoot, 'node_modules', ...segments)
}

export const nextBin = () => packageBin('next', 'dist', 'bin', 'next')

/**
 * Node's arguments for the photo pipeline (scripts/build-pictures.ts), which every build runs before
 * `next build`: it writes the pictures the pages name. Takes about a second when no picture changed.
 */
export const picturePipelineArgs = () => [
  '--import',
  'tsx',
  path.join(repoRoot, 'scripts', 'build-pictures.ts'),
]

/**
 * Node's arguments for `next start` of the shop: with the preload that records each request's connection
 * address (connection-address.cjs, which the abuse limits count by when no proxy is trusted), listening on
 * `hostname`. Every script that serves the shop starts it this way.
 */
export function nextStartArgs({ port, hostname }) {
  const preload = path.join(repoRoot, 'scripts', 'lib', 'connection-address.cjs')
  return ['--require', preload, nextBin(), 'start', '--port', String(port), '--hostname', hostname]
}

/** Values Next would also see: .env, .env.production, .env.local… (real environment variables win). */
export function loadProjectEnv() {
  try {
    const require = createRequire(path.join(repoRoot, 'package.json'))
    require('@next/env').loadEnvConfig(repoRoot, false, { info() {}, error: console.error })
  } catch {
    // @next/env comes with next; without it there are no env files to honour either.
  }
}
