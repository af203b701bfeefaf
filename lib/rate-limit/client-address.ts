import { isIP } from 'node:net'

type HeaderReader = Pick<Headers, 'get'>

/**
 * The connection's own address, written onto every request by scripts/lib/connection-address.cjs, which
 * every `next start` of the shop preloads (it overwrites whatever a client sent under this name). Next.js
 * gives route handlers and server actions no socket address, and the X-Forwarded-For it writes itself keeps
 * any value the client sent, so it cannot stand in for this.
 */
export const CONNECTION_ADDRESS_HEADER = 'x-shop-connection-address'

export type ProxyTrust = {
  /** How many proxies of ours stand in front of the server (SHOP_TRUSTED_PROXY_HOPS; 0: none). */
  trustedProxyHops: number
  /** The header they add the client's address to (SHOP_TRUSTED_PROXY_HEADER). */
  trustedProxyHeader: string
}

/**
 * The one place that decides a client's address, for per-address limits.
 *
 * - With no trusted proxy (the default), the connection's address: a forwarded header is ignored, because
 *   the client wrote it and could write a new one on every try.
 * - Behind `trustedProxyHops` proxies, the entry that many from the right of their header: each proxy
 *   appends the address it received the request from, so with one proxy in front that is the address it
 *   saw; entries further left were sent by the client and could be anything.
 *
 * IPv6 addresses count by their /64 prefix (one subscriber's allocation, which it can rotate through freely);
 * IPv4-mapped IPv6 counts as the IPv4 address. Null when there is no usable address (a server started
 * without the preload): every such request then shares one count, which fails closed.
 */
export function clientAddress(headers: HeaderReader, trust: ProxyTrust): string | null {
  if (trust.trustedProxyHops === 0) return normaliseAddress(headers.get(CONNECTION_ADDRESS_HEADER) ?? '')
  const entries = (headers.get(trust.trustedProxyHeader) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  if (entries.length === 0) return null
  // Fewer entries than configured proxies: take the furthest one recorded rather than none.
  const raw = entries[Math.max(0, entries.length - trust.trustedProxyHops)] ?? ''
  return normaliseAddress(raw)
}

export function normaliseAddress(raw: string): string | null {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%.*$/, '').toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped?.[1]) address = mapped[1]
  const version = isIP(address)
  if (version === 4) return address
  if (version === 6) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
  return null
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here anyway.
  const missing = 8 - left.length - right.length
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right]
  return groups.map((group) => (group.includes('.') ? group : (parseInt(group, 16) || 0).toString(16)))
}
