/**
 * The load and place-order tables of `npm run bench` (the Lighthouse one: scripts/lib/bench-lighthouse.mjs).
 */
import { REFERENCE_PATH } from './bench-load.mjs'
import { columns, CPU_HEADINGS, cpuCells, formatRate, formatRatio, printTable } from './bench-table.mjs'

/** @param {import('./load-test.mjs').LoadResult} result */
function errorDetail(result) {
  const parts = []
  if (result.otherStatus) parts.push(`${result.otherStatus} other status`)
  if (result.timeouts) parts.push(`${result.timeouts} timeouts`)
  if (result.connectionErrors) parts.push(`${result.connectionErrors} conn. errors`)
  return parts.length > 0 ? `${result.errors} (${parts.join(', ')})` : String(result.errors)
}

const CPU_NOTE =
  'CPU s: seconds of CPU (user + system, from /proc/<pid>/stat) each process spent during the row: ' +
  '`next start`, the Auth emulator, the Firestore emulator. Next ms/req: Next CPU ÷ requests answered or ' +
  'timed out (orders tried, for the place-order rows). Blank with --base-url, where the processes are not ours.'

export function printLoad(rows, { baseUrl, connections, durationSeconds, shopperCount }) {
  console.log(
    `\nLoad (autocannon, ${connections} connections, ${durationSeconds} s per row, ${baseUrl}); ` +
      `× ref = req/s ÷ the mean req/s of this run's two ${REFERENCE_PATH} rows, measured first and last. ` +
      (shopperCount > 0
        ? `Signed-in rows: each request carries the next of ${shopperCount} shoppers' session cookies, in turn.`
        : 'No signed-in rows.') +
      ` Errors: answers with another status than the warm-up's, timeouts, connection errors.\n${CPU_NOTE}\n`,
  )
  printTable(
    [
      'Path',
      'Who',
      'Status',
      'req/s',
      'p50 ms',
      'p99 ms',
      'Errors',
      '× ref',
      ...CPU_HEADINGS,
      'Cache-Control',
    ],
    rows.map((row) => [
      row.reference ? `${row.path} (ref)` : row.path,
      row.who,
      row.status || 'none',
      formatRate(row.requestsPerSecond),
      row.p50 ?? '—',
      row.p99 ?? '—',
      errorDetail(row),
      formatRatio(row.ratio),
      // A request that timed out was still sent and, most likely, rendered: it cost the server too.
      ...cpuCells(row.cpu, row.requests + row.timeouts),
      row.cacheControl || '(none)',
    ]),
    columns(2, 7 + CPU_HEADINGS.length),
  )
  for (const row of rows) {
    // A redirect is the page's answer to a guest (/account, /wishlist): the row measures it, as a crowd
    // would meet it. No answer or an error status means the row measures nothing of the page.
    if (row.status >= 200 && row.status < 400) continue
    console.warn(
      `\nWARNING: ${row.path} (${row.who}) answered ${row.status ? `HTTP ${row.status}` : `nothing (${row.error})`}: ` +
        'its figures do not measure the page.',
    )
  }
  const redirects = rows.filter((row) => row.status >= 300 && row.status < 400)
  if (redirects.length > 0) {
    console.log(
      `\nRedirects, measured as answered (not followed): ` +
        redirects.map((row) => `${row.path} (${row.who}) ${row.status} → ${row.location ?? '?'}`).join('; '),
    )
  }
}

export function printOrders(rows, { skipped }) {
  if (skipped) {
    console.log(`\nPlace-order rows skipped: ${skipped}`)
    return
  }
  console.log(
    "\nPlace order (the checkout's placeOrder server action, POSTed as the browser does; each order a new " +
      "guest with one item). orders/s = placed ÷ the row's seconds; p50/p99 over every answer; × ref = " +
      `orders/s ÷ the mean req/s of the two ${REFERENCE_PATH} rows. Check: what the shop answered against ` +
      'what the emulator holds afterwards.\n',
  )
  printTable(
    ['Row', 'Orders', 'orders/s', 'p50 ms', 'p99 ms', 'Sold out', 'Errors', '× ref', ...CPU_HEADINGS],
    rows.map((row) => [
      row.name,
      row.placed,
      formatRate(row.ordersPerSecond),
      row.p50 ?? '—',
      row.p99 ?? '—',
      row.soldOut,
      row.errors,
      formatRatio(row.ratio),
      ...cpuCells(row.cpu, row.attempts),
    ]),
    columns(1, 7 + CPU_HEADINGS.length),
  )
  for (const row of rows) {
    console.log(`  ${row.name}: ${row.check}`)
    if (row.errorReasons.length > 0) console.log(`    errors: ${row.errorReasons.join(', ')}`)
  }
}

export function printShortLinks(rows, { skipped }) {
  if (skipped) {
    console.log(`\nShort-link row skipped: ${skipped}`)
    return
  }
  if (rows.length === 0) return
  console.log(
    '\nCampaign short link (GET /l/{code}: count the click in a sharded counter, set the campaign cookie, ' +
      `redirect). clicks/s = answers ÷ the row's seconds; × ref = clicks/s ÷ the mean req/s of the two ${REFERENCE_PATH} ` +
      'rows. Check: redirects answered and clicks the counter holds afterwards, read back from the emulator.\n',
  )
  printTable(
    ['Row', 'Clicks', 'clicks/s', 'p50 ms', 'p99 ms', 'Errors', '× ref', ...CPU_HEADINGS],
    rows.map((row) => [
      row.name,
      row.attempts,
      formatRate(row.clicksPerSecond),
      row.p50 ?? '—',
      row.p99 ?? '—',
      row.errors,
      formatRatio(row.ratio),
      ...cpuCells(row.cpu, row.attempts),
    ]),
    columns(1, 6 + CPU_HEADINGS.length),
  )
  for (const row of rows) console.log(`  ${row.name}: ${row.check}`)
}
