/**
 * `npm run bench`'s command line: its options, their defaults and the usage text.
 */
import { parseArgs } from 'node:util'

/**
 * Catalogue pages: the same HTML for everyone, meant to be served like a static file. The search results page
 * is one too (rendered per query, then shared from a CDN like a filtered listing).
 */
const CATALOGUE_PATHS = ['/', '/clothing/abayas', '/product/1', '/sale', '/search?q=abaya']
/**
 * The money path: the personal pages (static shells, lib/routing/personal-shells.ts), then the JSON each
 * shell reads once loaded, and the shopper endpoint every page reads: a page view costs its shell plus its
 * JSON route.
 */
const MONEY_PATHS = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/account',
  '/orders/lookup',
  '/api/cart',
  '/api/wishlist',
  '/api/checkout',
  '/api/account',
  '/api/shopper',
]
export const DEFAULT_PATHS = [...CATALOGUE_PATHS, ...MONEY_PATHS]
const DEFAULT_SHOPPERS = 25

export const USAGE = `Usage: npm run bench -- [options]
  --lighthouse          also run Lighthouse mobile on each page (guest) and on a hello-world reference page
  --without-scripts     with --lighthouse, audit every page again with all its script files blocked: what its
                        HTML, stylesheet, fonts and pictures alone cost, a floor no script change goes below
  --reference-variants  with --lighthouse, also audit the reference page with the shop's stylesheet, with the
                        picture that is the home page's largest element, and with both: what they alone cost
  --paths a,b           pages to measure (default ${CATALOGUE_PATHS.join(',')}
                        and ${MONEY_PATHS.join(',')})
  --connections N       autocannon connections (default 50)
  --duration S          seconds of load per row, and of the place-order row (default 10)
  --shoppers N          signed-in shoppers the signed-in rows spread their requests over (default ${DEFAULT_SHOPPERS})
  --skip-orders         leave out the place-order rows
  --runs N              Lighthouse runs per page, median reported (default 3)
  --json FILE           also write the results as JSON
  --build               build even if .next already has a build
  --port N              port for next start (default BENCH_PORT, else a free port)
  --base-url URL        measure a server you already run; nothing is built or started`

export class UsageError extends Error {}

function positiveInteger(raw, name) {
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${name} must be a positive whole number.`)
  return value
}

/** The options from process.argv; throws a UsageError saying what is wrong. */
export function readOptions() {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        lighthouse: { type: 'boolean', default: false },
        'without-scripts': { type: 'boolean', default: false },
        'reference-variants': { type: 'boolean', default: false },
        paths: { type: 'string' },
        connections: { type: 'string', default: '50' },
        duration: { type: 'string', default: '10' },
        shoppers: { type: 'string', default: String(DEFAULT_SHOPPERS) },
        'skip-orders': { type: 'boolean', default: false },
        runs: { type: 'string', default: '3' },
        json: { type: 'string' },
        build: { type: 'boolean', default: false },
        port: { type: 'string', default: process.env.BENCH_PORT },
        'base-url': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values
  } catch (error) {
    throw new UsageError(error.message)
  }
  const paths = parsed.paths
    ? parsed.paths
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => (item.startsWith('/') ? item : `/${item}`))
    : DEFAULT_PATHS
  if (paths.length === 0) throw new UsageError('--paths names no page.')
  let baseUrl
  if (parsed['base-url']) {
    try {
      baseUrl = new URL(parsed['base-url']).origin
    } catch {
      throw new UsageError(`--base-url ${parsed['base-url']} is not a URL.`)
    }
  }
  if (baseUrl && parsed.build) throw new UsageError('--build and --base-url do not go together.')
  for (const option of ['without-scripts', 'reference-variants']) {
    if (parsed[option] && !parsed.lighthouse) {
      throw new UsageError(`--${option} is a Lighthouse option: add --lighthouse.`)
    }
  }
  return {
    help: parsed.help,
    lighthouse: parsed.lighthouse,
    withoutScripts: parsed['without-scripts'],
    referenceVariants: parsed['reference-variants'],
    paths,
    connections: positiveInteger(parsed.connections, '--connections'),
    durationSeconds: positiveInteger(parsed.duration, '--duration'),
    shopperCount: positiveInteger(parsed.shoppers, '--shoppers'),
    orders: !parsed['skip-orders'],
    runs: positiveInteger(parsed.runs, '--runs'),
    json: parsed.json,
    build: parsed.build,
    port: parsed.port ? positiveInteger(parsed.port, '--port') : undefined,
    baseUrl,
  }
}
