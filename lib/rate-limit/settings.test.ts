import { parseAbuseLimitSettings } from '@/lib/env'

describe('parseAbuseLimitSettings', () => {
  it('defaults to the memory store and one trusted proxy hop', () => {
    expect(parseAbuseLimitSettings({})).toEqual({ store: 'memory', trustedProxyHops: 1 })
    expect(parseAbuseLimitSettings({ SHOP_RATE_LIMIT_STORE: ' ' })).toEqual({
      store: 'memory',
      trustedProxyHops: 1,
    })
  })

  it('reads the Firestore store and the number of proxies', () => {
    expect(
      parseAbuseLimitSettings({ SHOP_RATE_LIMIT_STORE: 'firestore', SHOP_TRUSTED_PROXY_HOPS: '2' }),
    ).toEqual({ store: 'firestore', trustedProxyHops: 2 })
  })

  it('refuses anything else, naming each variable', () => {
    expect(() => parseAbuseLimitSettings({ SHOP_RATE_LIMIT_STORE: 'redis' })).toThrow(
      /SHOP_RATE_LIMIT_STORE \(must be 'memory' or 'firestore'\)/,
    )
    for (const hops of ['0', '-1', '1.5', 'all', '10']) {
      expect(() => parseAbuseLimitSettings({ SHOP_TRUSTED_PROXY_HOPS: hops })).toThrow(
        /SHOP_TRUSTED_PROXY_HOPS/,
      )
    }
  })
})
