import { clientAddress, normaliseAddress } from './client-address'

function headers(forwardedFor?: string) {
  return new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor })
}

describe('clientAddress', () => {
  it('takes the entry the trusted proxy added, not what the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('1.1.1.1, 198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientAddress(headers('1.1.1.1, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7')
    expect(clientAddress(headers(' 198.51.100.7 ,, '), 1)).toBe('198.51.100.7')
  })

  it('falls back to the furthest entry when there are fewer than the configured proxies', () => {
    expect(clientAddress(headers('198.51.100.7'), 3)).toBe('198.51.100.7')
  })

  it('has no address without the header or with garbage in it', () => {
    expect(clientAddress(headers(), 1)).toBeNull()
    expect(clientAddress(headers(''), 1)).toBeNull()
    expect(clientAddress(headers('not-an-address'), 1)).toBeNull()
    expect(clientAddress(headers('1.1.1.1, <script>'), 1)).toBeNull()
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
