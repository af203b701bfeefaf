import 'server-only'
import { headers } from 'next/headers'
import { abuseLimitSettings } from './settings'
import { clientAddress } from './client-address'
import type { RateKey } from './rate-limit'

/** The per-address key for a request's headers (route handlers pass request.headers). */
export function addressKey(requestHeaders: Pick<Headers, 'get'>): RateKey {
  return { kind: 'address', address: clientAddress(requestHeaders, abuseLimitSettings()) }
}

/** The same inside a server action, which has no request object. */
export async function currentAddressKey(): Promise<RateKey> {
  return addressKey(await headers())
}

/** The client's address itself (null when the server cannot tell), for what an order records of it. */
export async function currentClientAddress(): Promise<string | null> {
  return clientAddress(await headers(), abuseLimitSettings())
}
