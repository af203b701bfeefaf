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
