import 'server-only'
import { randomUUID } from 'node:crypto'
import { connection } from 'next/server'

/**
 * A fresh idempotency key for one attempt at an order (GET /api/checkout; the form's hidden `idempotencyKey`). Every
 * submission of that form, double clicks and retries included, carries the same key and so makes one order.
 * Request-time: read by the route handler, never while rendering the static page.
 */
export async function newCheckoutKey(): Promise<string> {
  await connection()
  return randomUUID()
}
