/**
 * Throughput and latency of one URL under load, with autocannon's programmatic API (many connections, each
 * sending its next request as soon as the previous one answers), and the sequential warm-up requests that
 * precede it.
 */
import autocannon from 'autocannon'

/**
 * @typedef {object} WarmUp
 * @property {number} status       HTTP status of the last warm-up request (0: no answer)
 * @property {string} cacheControl its Cache-Control header ('' when absent)
 * @property {string} [error]      why a request got no answer
 */

/**
 * @typedef {object} LoadResult
 * @property {number} requestsPerSecond mean over the run's one-second samples
 * @property {number | null} p50        latency in ms (null: no response arrived)
 * @property {number | null} p99        latency in ms
 * @property {number} requests          responses received
 * @property {number} errors            non-2xx answers + timeouts + connection errors
 * @property {number} non2xx
 * @property {number} timeouts
 * @property {number} connectionErrors  errors other than timeouts (refused, reset…)
 */

/**
 * A few sequential GETs, so the first load-test requests do not pay for loading the route's code, and the
 * answer to report: its status and Cache-Control.
 *
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<WarmUp>}
 */
export async function warmUp(url, headers, count = 3) {
  let last = { status: 0, cacheControl: '' }
  for (let index = 0; index < count; index++) {
    try {
      const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) })
      await response.arrayBuffer()
      last = { status: response.status, cacheControl: response.headers.get('cache-control') ?? '' }
    } catch (error) {
      last = { status: 0, cacheControl: '', error: error.cause?.code ?? error.message }
    }
  }
  return last
}

/**
 * @param {string} url
 * @param {{ connections: number, durationSeconds: number, headers: Record<string, string> }} options
 * @returns {Promise<LoadResult>}
 */
export async function loadTest(url, { connections, durationSeconds, headers }) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers })
  const requests = result.latency.totalCount
  // autocannon counts a timeout as an error too, and reports latencies of 0 when nothing answered.
  return {
    requestsPerSecond: result.requests.average,
    p50: requests > 0 ? result.latency.p50 : null,
    p99: requests > 0 ? result.latency.p99 : null,
    requests,
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
  }
}
