/**
 * The load rows of `npm run bench`: each page under autocannon, guest and signed in, beside the reference
 * (/robots.txt), with the CPU each of our processes spent on the row.
 */
import { withCpu } from './bench-cpu.mjs'
import { loadTest, warmUp } from './load-test.mjs'
import { sleep } from './processes.mjs'

export const REFERENCE_PATH = '/robots.txt'
export const SETTLE_MS = 2000
/** Seconds of unmeasured load on each row's URL before the first row (see measureLoad). */
const SERVER_WARM_UP_SECONDS = 2

/**
 * Warm-up and load test of each page (and the reference), signed out and, when there are shoppers, signed
 * in, spread over all of them (scripts/lib/load-test.mjs takes a cookie per request, in turn). One row at a
 * time, so rows never compete with each other for the CPU.
 *
 * Two things keep the reference fair. A fresh server is slower for its first seconds under load (its
 * JavaScript is not yet optimised), so every row's URL first gets SERVER_WARM_UP_SECONDS of load that is not
 * measured. And the machine's speed drifts over a run, so the reference is measured first and last, and each
 * row's ratio is to the mean of the two. `between` (the place-order and short-link rows) runs before the last reference, so
 * its rows get a ratio to the same mean: their `ordersPerSecond` (or `clicksPerSecond`) over the reference's req/s.
 *
 * A row's CPU is read from the start of its load to the end of the pause after it: autocannon stops
 * sending, but a slow page may still be rendering what it was sent, and that work belongs to the row.
 *
 * @returns {Promise<{ rows: object[], between: object[] }>}
 */
export async function measureLoad({ baseUrl, paths, shoppers, connections, durationSeconds, cpu, between }) {
  const identities = [{ who: 'guest', headers: {} }]
  if (shoppers.length > 0) {
    identities.push({
      who: 'signed in',
      // Warm-up requests (whose status and Cache-Control are reported) use the first shopper.
      headers: { cookie: shoppers[0].cookie },
      cookies: shoppers.map((shopper) => shopper.cookie),
    })
  }
  const reference = { path: REFERENCE_PATH, who: 'guest', headers: {}, reference: true }
  const pages = paths.flatMap((page) =>
    identities.map((identity) => ({ path: page, ...identity, reference: false })),
  )

  console.log(`  Warming the server up: ${SERVER_WARM_UP_SECONDS} s of load on each URL, not measured…`)
  for (const item of [reference, ...pages]) {
    const url = new URL(item.path, baseUrl).href
    await loadTest(url, { ...item, connections, durationSeconds: SERVER_WARM_UP_SECONDS })
  }
  await sleep(SETTLE_MS)

  const measure = async (item) => {
    const url = new URL(item.path, baseUrl).href
    console.log(`  ${item.path} (${item.who}): warm-up, then ${durationSeconds} s of load…`)
    const warm = await warmUp(url, item.headers)
    const { result, cpu: used } = await withCpu(cpu, async () => {
      const loaded = await loadTest(url, {
        ...item,
        connections,
        durationSeconds,
        expectedStatus: warm.status,
      })
      // The next row's warm-up requests would otherwise wait behind whatever is left.
      await sleep(SETTLE_MS)
      return loaded
    })
    return { path: item.path, who: item.who, reference: item.reference, ...warm, ...result, cpu: used }
  }

  const rows = [await measure({ ...reference, who: 'guest, first' })]
  for (const page of pages) rows.push(await measure(page))
  const betweenRows = between ? await between() : []
  rows.push(await measure({ ...reference, who: 'guest, last' }))

  const referenceRates = rows.filter((row) => row.reference).map((row) => row.requestsPerSecond)
  const referenceRate = referenceRates.reduce((sum, rate) => sum + rate, 0) / referenceRates.length
  const ratio = (rate) => (referenceRate > 0 ? rate / referenceRate : 0)
  // The reference rows get a ratio too: how far each is from their mean shows how much the machine drifted.
  return {
    rows: rows.map((row) => ({ ...row, ratio: ratio(row.requestsPerSecond) })),
    between: betweenRows.map((row) => ({ ...row, ratio: ratio(row.ordersPerSecond ?? row.clicksPerSecond) })),
  }
}
