import { parseAbuseLimitSettings } from './settings'

describe('parseAbuseLimitSettings', () => {
  it('defaults to the memory store and no trusted proxy, so limits count by the connection', () => {
    const defaults = { store: 'memory', trustedProxyHops: 0, trustedProxyHeader: 'x-forwarded-for' }
    expect(parseAbuseLimitSettings({})).toEqual(defaults)
    expect(parseAbuseLimitSettings({ SHOP_RATE_LIMIT_STORE: ' ', SHOP_TRUSTED_PROXY_HOPS: '' })).toEqual(
      defaults,
    )
  })

  it('reads the Firestore store, the number of proxies and the header they write', () => {
    expect(
      parseAbuseLimitSettings({
        SHOP_RATE_LIMIT_STORE: 'firestore',
        SHOP_TRUSTED_PROXY_HOPS: '2',
        SHOP_TRUSTED_PROXY_HEADER: 'CF-Connecting-IP',
      }),
    ).toEqual({ store: 'firestore', trustedProxyHops: 2, trustedProxyHeader: 'cf-connecting-ip' })
  })

  it('refuses anything else, naming each variable', () => {
    expect(() => parseAbuseLimitSettings({ SHOP_RATE_LIMIT_STORE: 'redis' })).toThrow(
      /SHOP_RATE_LIMIT_STORE \(must be 'memory' or 'firestore'\)/,
    )
    for (const hops of ['-1', '1.5', 'all', '10']) {
      expect(() => parseAbuseLimitSettings({ SHOP_TRUSTED_PROXY_HOPS: hops })).toThrow(
        /SHOP_TRUSTED_PROXY_HOPS/,
      )
    }
    for (const header of ['x forwarded for', 'x-forwarded-for:', 'a'.repeat(65)]) {
      expect(() => parseAbuseLimitSettings({ SHOP_TRUSTED_PROXY_HEADER: header })).toThrow(
        /SHOP_TRUSTED_PROXY_HEADER/,
      )
    }
  })
})
