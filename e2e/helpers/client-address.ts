import { request as httpRequest } from 'node:http'
import { test } from '@playwright/test'

let issued = 0

/**
 * A client address no other test of the run uses, for the tests that play the trusted proxy (the test
 * server runs with SHOP_TRUSTED_PROXY_HOPS=1, so the last X-Forwarded-For entry is the address an abuse
 * limit counts). The counters live in the Firestore emulator for the whole run and every server shares
 * them, so two tests must never count against one address: each worker has its own block of the
 * benchmarking range (198.18.0.0/15), and within it each call the next address.
 */
export function uniqueClientAddress(): string {
  issued += 1
  const n = (test.info().workerIndex % 32) * 4096 + (issued % 4096)
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`
}

/**
 * A loopback address other than 127.0.0.1, none other test of the run uses, to connect from: a server with no
 * trusted proxy counts limits by the connection's address, and every other test connects from 127.0.0.1
 * (which the test server, trusting one proxy, also counts requests without X-Forwarded-For under: Next adds
 * the connection's address to that header). Linux answers all of 127.0.0.0/8 on its loopback interface.
 */
export function uniqueLoopbackAddress(): string {
  issued += 1
  return `127.${100 + (test.info().workerIndex % 100)}.${(issued >> 8) & 255}.${issued & 255}`
}

/** POSTs JSON from the given local address (a browser or Playwright's request cannot choose one); the status. */
export function postJsonFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  data: unknown,
): Promise<number> {
  const body = JSON.stringify(data)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}
