import { parseStaffDigestSettings } from './order-digest-settings'

describe('staff order mail settings', () => {
  it('mail nobody unless an address is set, every 10 minutes at most by default', () => {
    expect(parseStaffDigestSettings({})).toEqual({ to: null, everyMinutes: 10 })
    expect(parseStaffDigestSettings({ SHOP_STAFF_ORDER_MAIL: ' Orders@Fatin.example ' })).toEqual({
      to: 'orders@fatin.example',
      everyMinutes: 10,
    })
    expect(parseStaffDigestSettings({ SHOP_STAFF_DIGEST_MINUTES: '0' }).everyMinutes).toBe(0)
  })

  it('refuse an address or an interval that is not one, naming it', () => {
    expect(() => parseStaffDigestSettings({ SHOP_STAFF_ORDER_MAIL: 'orders' })).toThrow(
      /SHOP_STAFF_ORDER_MAIL/,
    )
    expect(() => parseStaffDigestSettings({ SHOP_STAFF_DIGEST_MINUTES: 'often' })).toThrow(
      /SHOP_STAFF_DIGEST_MINUTES/,
    )
  })
})
