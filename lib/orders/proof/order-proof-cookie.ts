import 'server-only'
import { cookies } from 'next/headers'
import {
  decodeOrderProof,
  decodeProvenOrders,
  encodeOrderProof,
  ORDER_PROOF_COOKIE,
  type ProofSource,
  withProvenOrder,
} from './order-proof'
import { orderProofSecret } from './order-proof-secret'

/** 90 days: long enough to follow a cash-on-delivery order to the door and a return after it. */
const PROOF_MAX_AGE_SECONDS = 60 * 60 * 24 * 90

/** The guest order ids this request's browser has proven (placed, opened from the e-mail, or looked up). */
export async function provenOrderIds(): Promise<string[]> {
  return decodeOrderProof(orderProofSecret(), (await cookies()).get(ORDER_PROOF_COOKIE)?.value)
}

/** The same from a cookie value (proxy.ts and route handlers read cookies from the request). */
export function provenOrderIdsIn(value: string | undefined): string[] {
  return decodeOrderProof(orderProofSecret(), value)
}

/** The ids a cookie value proves as the order's owner (placed here or opened from the e-mail): see ./order-proof.ts. */
export function ownedOrderIdsIn(value: string | undefined): string[] {
  return decodeProvenOrders(orderProofSecret(), value)
    .filter((order) => order.source === 'owner')
    .map((order) => order.id)
}

/** Adds an order to the proof (only in a server action or route handler, where cookies can be set). */
export async function proveOrder(orderId: string, source: ProofSource): Promise<void> {
  const store = await cookies()
  const secret = orderProofSecret()
  const orders = withProvenOrder(
    decodeProvenOrders(secret, store.get(ORDER_PROOF_COOKIE)?.value),
    orderId,
    source,
  )
  store.set(ORDER_PROOF_COOKIE, encodeOrderProof(secret, orders), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    maxAge: PROOF_MAX_AGE_SECONDS,
    path: '/',
  })
}
