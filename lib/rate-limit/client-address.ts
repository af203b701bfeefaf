import { isIP } from 'node:net'

type HeaderReader = Pick<Headers, 'get'>

/**
 * The one place that decides a client's address, for per-address limits. Next.js gives route handlers and
 * server actions no socket address; what it does give is X-Forwarded-For: a proxy appends the address it
 * received the request from, and `next start` itself writes the peer's address there when the header is
 * absent. So the client is the entry `trustedHops` from the right (SHOP_TRUSTED_PROXY_HOPS, default 1):
 * with one proxy in front, the address that proxy saw; entries further left were sent by the client and
 * could be anything. Reached with no proxy in front, a client can choose its own header, which is why
 * production runs behind one (README, "Abuse limits").
 *
 * IPv6 addresses count by their /64 prefix (one subscriber's allocation, which it can rotate through freely);
 * IPv4-mapped IPv6 counts as the IPv4 address. Null when there is no usable address.
 */
export function clientAddress(headers: HeaderReader, trustedHops: number): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  if (entries.length === 0) return null
  // Fewer entries than configured proxies: take the furthest one recorded rather than none.
  const raw = entries[Math.max(0, entries.length - trustedHops)] ?? ''
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
