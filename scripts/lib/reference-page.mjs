/**
 * The benchmark's Lighthouse reference: scripts/bench-reference-page, a static "Hello, Next.js!" page in an
 * App Router app with Next's default settings, built and served by the same Next and React as the shop.
 * Audited in the same run as the shop's pages, it shows what the framework alone costs a page on this
 * machine (its JavaScript, score and TBT), which the shop's figures cannot go below. Node built-ins only.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { linkedStylesheet } from './linked-stylesheet.mjs'
import { freePort, httpGet, repoRoot, run, startProcess, waitUntil } from './processes.mjs'
import { nextBin } from './setup.mjs'

/** Where the reference app lives; its build goes to its own .next, beside the shop's. */
export const REFERENCE_APP_DIR = path.join(repoRoot, 'scripts', 'bench-reference-page')
/** Its page. */
export const REFERENCE_PAGE_PATH = '/'

/**
 * `--reference-variants`: the same page with one thing of the shop's added, then both (app/shop-parts.jsx).
 * They show what a stylesheet and a picture alone cost, with nothing else of the shop's, against the limits
 * the issues set relative to the bare page.
 */
export const REFERENCE_VARIANTS = [
  { label: 'ref + stylesheet', path: '/with-stylesheet' },
  { label: 'ref + picture', path: '/with-picture' },
  { label: 'ref + stylesheet + picture', path: '/with-stylesheet-and-picture' },
]

/** Where the variants find the shop's files (gitignored: copied in by copyShopPartsIntoReference). */
const SHOP_PARTS_DIR = path.join(REFERENCE_APP_DIR, 'public', 'shop')
/**
 * `/`'s largest element on the 412 px phone Lighthouse emulates: the first slide's narrow crop at the width
 * that phone picks (sizes="78svh" at 1.75× density), from the photo pipeline's committed output.
 */
const SHOP_PICTURE = path.join(repoRoot, 'public', 'pictures', 'home', 'slide-1-narrow-700.avif')

/**
 * `next build` of the reference app. Built every time (about 15 s): it must be made by the Next in
 * node_modules now, not by whichever one built it last.
 */
export async function buildReferencePage(env) {
  console.log('Building the reference page: next build scripts/bench-reference-page')
  const { code } = await run(process.execPath, [nextBin(), 'build', REFERENCE_APP_DIR], { env })
  if (code !== 0) throw new Error(`next build of the reference page failed with exit code ${code}.`)
}

/**
 * Copies the stylesheet the shop's home page links (fetched from the running shop, so it is the one its
 * pages use, with --base-url too) and the hero picture into the reference app's public/shop/. Done before
 * the reference server starts: `next start` lists public files when it starts.
 */
export async function copyShopPartsIntoReference(shopUrl) {
  const page = await httpGet(shopUrl, 30_000)
  if (page.status !== 200) throw new Error(`${shopUrl} answered HTTP ${page.status}.`)
  const stylesheetUrl = linkedStylesheet(page.body.toString('utf8'), shopUrl)
  if (!stylesheetUrl) throw new Error(`${shopUrl} links no stylesheet.`)
  const stylesheet = await httpGet(stylesheetUrl, 30_000)
  if (stylesheet.status !== 200) throw new Error(`${stylesheetUrl} answered HTTP ${stylesheet.status}.`)
  if (!existsSync(SHOP_PICTURE)) throw new Error(`${path.relative(repoRoot, SHOP_PICTURE)} is missing.`)
  mkdirSync(SHOP_PARTS_DIR, { recursive: true })
  writeFileSync(path.join(SHOP_PARTS_DIR, 'stylesheet.css'), stylesheet.body)
  copyFileSync(SHOP_PICTURE, path.join(SHOP_PARTS_DIR, 'picture.avif'))
}

/**
 * `next start` of the built reference app on a free port; resolves { server, url } once the page answers.
 * The URL names `host`, the shop's: Lighthouse's Chromium reaches no other host (lighthouse-audit.mjs), and
 * `next start` listens on every interface.
 */
export async function startReferencePage(env, host, timeoutMs = 60_000) {
  const port = await freePort()
  const server = startProcess(
    'reference',
    process.execPath,
    [nextBin(), 'start', REFERENCE_APP_DIR, '--port', String(port)],
    { env },
  )
  const url = new URL(REFERENCE_PAGE_PATH, `http://${host}:${port}`).href
  await waitUntil(`the reference page on ${url}`, async () => (await httpGet(url)).status === 200, {
    handle: server,
    timeoutMs,
  })
  return { server, url }
}
