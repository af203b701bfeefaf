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
 * @property {string} [location]   where it redirects, when it does
 * @property {string} [error]      why a request got no answer
 */

/**
 * @typedef {object} LoadResult
 * @property {number} requestsPerSecond mean over the run's one-second samples
 * @property {number | null} p50        latency in ms (null: no response arrived)
 * @property {number | null} p99        latency in ms
 * @property {number} requests          responses received
 * @property {number} errors            unexpected statuses + timeouts + connection errors
 * @property {number} otherStatus       answers with another status than expected (default: not 2xx)
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
      last = {
        status: response.status,
        cacheControl: response.headers.get('cache-control') ?? '',
        location: response.headers.get('location') ?? undefined,
      }
    } catch (error) {
      last = { status: 0, cacheControl: '', error: error.cause?.code ?? error.message }
    }
  }
  return last
}

/**
 * `cookies`: one Cookie header per shopper; each request takes the next one in turn (a counter shared by
 * every connection), so the load is spread evenly over all of them, as many shoppers at once would send it.
 * autocannon rebuilds a request whose `setupRequest` is a function before each send, which is what makes a
 * per-request header possible. `expectedStatus`: the status the page answers (its warm-up's); any other
 * counts as an error, so a page that redirects by design (a guest's /account) is not all errors.
 *
 * @param {string} url
 * @param {{ connections: number, durationSeconds: number, headers: Record<string, string>,
 *   cookies?: string[], expectedStatus?: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function loadTest(url, { connections, durationSeconds, headers, cookies, expectedStatus }) {
  let turn = 0
  const requests =
    cookies && cookies.length > 0
      ? [
          {
            setupRequest: (request) => {
              const cookie = cookies[turn++ % cookies.length]
              return { ...request, headers: { ...request.headers, cookie } }
            },
          },
        ]
      : undefined
  const result = await autocannon({ url, connections, duration: durationSeconds, headers, requests })
  const answered = result.latency.totalCount
  const expected = expectedStatus >= 200 && expectedStatus < 400 ? expectedStatus : undefined
  const unexpected = expected
    ? Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => Number(status) !== expected)
        .reduce((sum, [, stats]) => sum + stats.count, 0)
    : result.non2xx
  // autocannon counts a timeout as an error too, and reports latencies of 0 when nothing answered.
  return {
    requestsPerSecond: result.requests.average,
    p50: answered > 0 ? result.latency.p50 : null,
    p99: answered > 0 ? result.latency.p99 : null,
    requests: answered,
    errors: unexpected + result.errors,
    otherStatus: unexpected,
    timeouts: result.timeouts,
    connectionErrors: result.errors - result.timeouts,
  }
}
