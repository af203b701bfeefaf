import 'server-only'
import { randomUUID } from 'node:crypto'
import { connection } from 'next/server'

/**
 * A fresh idempotency key for one rendering of the checkout form (hidden field `idempotencyKey`). Every
 * submission of that form, double clicks and retries included, carries the same key and so makes one order.
 * Request-time: call inside <Suspense>.
 */
export async function newCheckoutKey(): Promise<string> {
  await connection()
  return randomUUID()
}
