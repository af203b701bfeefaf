/**
 * The short-link row of `npm run bench`: a WhatsApp blast on one campaign link. CLICKS requests to /l/{code}
 * from CONNECTIONS connections at once (autocannon, redirects answered, not followed), then the click
 * counter read back from the emulator: every click must be counted, exactly, in the sharded counter
 * (lib/campaigns/campaign-counters.ts), with none lost to contention and none counted twice.
 *
 * The link is written straight into the emulator, in the shape lib/campaigns/campaign-docs.ts reads, under a
 * campaign name of its own for this run, so its counters start at zero. All clicks come from one loopback
 * address: the per-address cap on counted clicks (lib/rate-limit/rules.ts, 3000 in 10 minutes per server)
 * is above CLICKS, so a fresh server counts them all; a server run with --base-url that had a blast from
 * this address in the last 10 minutes would not, and the row says WRONG.
 */
import { randomInt } from 'node:crypto'
import autocannon from 'autocannon'

import { withCpu } from './bench-cpu.mjs'

export const CLICKS = 2000
export const CONNECTIONS = 50
/** lib/campaigns/short-code.ts's alphabet. */
const ALPHABET = 'abcdefghijkmnpqrtuvwxyABCDEFGHJKLMNPQRTUVWXY346789'

const newCode = () => Array.from({ length: 7 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/**
 * @param {{ baseUrl: string, db: import('./bench-firestore.mjs').BenchFirestore, cpu?: object }} options
 */
export async function measureShortLinkClicks({ baseUrl, db, cpu }) {
  const code = newCode()
  const campaign = `bench-${Date.now().toString(36)}`
  await db.createShortLink(code, { target: '/sale', campaign, channel: 'whatsapp' })
  const url = new URL(`/l/${code}`, baseUrl).href
  console.log(`  short link: ${CLICKS} clicks on /l/${code} from ${CONNECTIONS} connections…`)
  const started = performance.now()
  const { result, cpu: used } = await withCpu(cpu, () =>
    autocannon({ url, connections: CONNECTIONS, amount: CLICKS, timeout: 30 }),
  )
  const seconds = (performance.now() - started) / 1000
  const redirected = result.statusCodeStats?.['307']?.count ?? 0
  const counted = await db.countedClicks(campaign)
  const right = redirected === CLICKS && counted === CLICKS && result.errors === 0
  return {
    name: `short link /l/{code} (${CLICKS} clicks, ${CONNECTIONS} connections)`,
    attempts: result.latency.totalCount,
    clicksPerSecond: seconds > 0 ? result.latency.totalCount / seconds : 0,
    p50: result.latency.totalCount > 0 ? result.latency.p50 : null,
    p99: result.latency.totalCount > 0 ? result.latency.p99 : null,
    errors: result.errors + (result.latency.totalCount - redirected),
    cpu: used,
    check:
      `${right ? 'OK' : 'WRONG'}: ${redirected} redirects (want ${CLICKS}), ${counted} clicks counted ` +
      `(want ${CLICKS}), ${result.errors} errors`,
    right,
  }
}
