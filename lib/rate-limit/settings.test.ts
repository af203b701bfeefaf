import { parseAbuseLimitSettings } from './settings'

describe('parseAbuseLimitSettings', () => {
  it('defaults to no trusted proxy, so limits count by the connection', () => {
    const defaults = {
      store: 'memory',
      trustedProxyHops: 0,
      trustedProxyHeader: 'x-forwarded-for',
      openOrdersPerAddress: 5,
      mailsPerRecipientPerDay: 8,
    }
    expect(parseAbuseLimitSettings({})).toEqual(defaults)
    expect(parseAbuseLimitSettings({ SHOP_RATE_LIMIT_STORE: ' ', SHOP_TRUSTED_PROXY_HOPS: '' })).toEqual(
      defaults,
    )
  })

  it('counts in Firestore by default in production, where several instances must share one count', () => {
    expect(parseAbuseLimitSettings({ NODE_ENV: 'production' }).store).toBe('firestore')
    expect(parseAbuseLimitSettings({ NODE_ENV: 'production', SHOP_RATE_LIMIT_STORE: '' }).store).toBe(
      'firestore',
    )
    // One process in development and in unit tests: its own memory.
    expect(parseAbuseLimitSettings({ NODE_ENV: 'development' }).store).toBe('memory')
    expect(parseAbuseLimitSettings({ NODE_ENV: 'test' }).store).toBe('memory')
  })

  it('lets SHOP_RATE_LIMIT_STORE choose either store whatever NODE_ENV says', () => {
    const production = { NODE_ENV: 'production' }
    expect(parseAbuseLimitSettings({ ...production, SHOP_RATE_LIMIT_STORE: 'memory' }).store).toBe('memory')
    expect(
      parseAbuseLimitSettings({ NODE_ENV: 'development', SHOP_RATE_LIMIT_STORE: 'firestore' }).store,
    ).toBe('firestore')
  })

  it('reads the Firestore store, the number of proxies and the header they write', () => {
    expect(
      parseAbuseLimitSettings({
        SHOP_RATE_LIMIT_STORE: 'firestore',
        SHOP_TRUSTED_PROXY_HOPS: '2',
        SHOP_TRUSTED_PROXY_HEADER: 'CF-Connecting-IP',
      }),
    ).toMatchObject({ store: 'firestore', trustedProxyHops: 2, trustedProxyHeader: 'cf-connecting-ip' })
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

  it('reads the caps on open orders per address and on mail per recipient, refusing nonsense', () => {
    const caps = parseAbuseLimitSettings({
      SHOP_OPEN_ORDERS_PER_ADDRESS: '12',
      SHOP_MAILS_PER_RECIPIENT_PER_DAY: '3',
    })
    expect(caps.openOrdersPerAddress).toBe(12)
    expect(caps.mailsPerRecipientPerDay).toBe(3)
    expect(() => parseAbuseLimitSettings({ SHOP_OPEN_ORDERS_PER_ADDRESS: '0' })).toThrow(
      /SHOP_OPEN_ORDERS_PER_ADDRESS/,
    )
    expect(() => parseAbuseLimitSettings({ SHOP_MAILS_PER_RECIPIENT_PER_DAY: 'many' })).toThrow(
      /SHOP_MAILS_PER_RECIPIENT_PER_DAY/,
    )
  })
})
