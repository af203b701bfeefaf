import { CONNECTION_ADDRESS_HEADER, clientAddress, normaliseAddress } from './client-address'
// The preload every `next start` of the shop runs with: it writes the connection's address.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const preload = require('../../scripts/lib/connection-address.cjs') as { CONNECTION_ADDRESS_HEADER: string }

const NO_PROXY = { trustedProxyHops: 0, trustedProxyHeader: 'x-forwarded-for' }
const behind = (trustedProxyHops: number, trustedProxyHeader = 'x-forwarded-for') => ({
  trustedProxyHops,
  trustedProxyHeader,
})

function headers(forwardedFor?: string, connection?: string) {
  const values: Record<string, string> = {}
  if (forwardedFor !== undefined) values['x-forwarded-for'] = forwardedFor
  if (connection !== undefined) values[CONNECTION_ADDRESS_HEADER] = connection
  return new Headers(values)
}

describe('clientAddress with no trusted proxy (the default)', () => {
  it('counts by the connection, whatever X-Forwarded-For says', () => {
    expect(clientAddress(headers('203.0.113.9', '127.0.0.1'), NO_PROXY)).toBe('127.0.0.1')
    expect(clientAddress(headers('1.1.1.1, 198.51.100.7', '::ffff:192.0.2.4'), NO_PROXY)).toBe('192.0.2.4')
    // A new made-up value on each try is still the same client.
    const tries = ['198.18.0.1', '198.18.0.2', '10.0.0.1, 198.18.0.3'].map((forged) =>
      clientAddress(headers(forged, '192.0.2.50'), NO_PROXY),
    )
    expect(new Set(tries)).toEqual(new Set(['192.0.2.50']))
  })

  it('has no address when the server was started without the preload', () => {
    expect(clientAddress(headers('203.0.113.9'), NO_PROXY)).toBeNull()
  })

  it('reads the header name the preload writes', () => {
    expect(preload.CONNECTION_ADDRESS_HEADER).toBe(CONNECTION_ADDRESS_HEADER)
  })
})

describe('clientAddress behind trusted proxies', () => {
  it('takes the entry the trusted proxy added, not what the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.9', '10.0.0.2'), behind(1))).toBe('203.0.113.9')
    expect(clientAddress(headers('1.1.1.1, 198.51.100.7'), behind(1))).toBe('198.51.100.7')
    expect(clientAddress(headers('1.1.1.1, 198.51.100.7, 10.0.0.2'), behind(2))).toBe('198.51.100.7')
    expect(clientAddress(headers(' 198.51.100.7 ,, '), behind(1))).toBe('198.51.100.7')
  })

  it("reads the proxy's own header when it uses another one", () => {
    const request = new Headers({ 'x-forwarded-for': '1.1.1.1', 'cf-connecting-ip': '198.51.100.8' })
    expect(clientAddress(request, behind(1, 'cf-connecting-ip'))).toBe('198.51.100.8')
  })

  it('falls back to the furthest entry when there are fewer than the configured proxies', () => {
    expect(clientAddress(headers('198.51.100.7'), behind(3))).toBe('198.51.100.7')
  })

  it('has no address without the header or with garbage in it', () => {
    expect(clientAddress(headers(), behind(1))).toBeNull()
    expect(clientAddress(headers(''), behind(1))).toBeNull()
    expect(clientAddress(headers('not-an-address'), behind(1))).toBeNull()
    expect(clientAddress(headers('1.1.1.1, <script>'), behind(1))).toBeNull()
  })
})

describe('normaliseAddress', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:203.0.113.5', '203.0.113.5'],
    ['203.0.113.5:51234', '203.0.113.5'],
    ['[2001:db8::1]:443', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected)
  })

  it('counts every address in one IPv6 /64 as one client', () => {
    expect(normaliseAddress('2400:adc1:1a2:3b00:1111:2222:3333:4444')).toBe(
      normaliseAddress('2400:adc1:01a2:3b00::9'),
    )
    expect(normaliseAddress('2400:adc1:1a2:3b00::1')).not.toBe(normaliseAddress('2400:adc1:1a2:3b01::1'))
  })
})
