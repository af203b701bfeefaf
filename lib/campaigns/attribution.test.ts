import {
  ATTRIBUTION_WINDOW_DAYS,
  attributionCookieValue,
  attributionFromCookie,
  attributionOfLanding,
  campaignOfQuery,
  nextAttribution,
} from './attribution'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 11, 6, 12)

describe('campaignOfQuery', () => {
  it('reads the campaign and the channel of its source', () => {
    expect(campaignOfQuery('?utm_source=WhatsApp&utm_medium=messaging&utm_campaign=Eid Sale')).toEqual({
      campaign: 'eid-sale',
      channel: 'whatsapp',
    })
  })

  it('counts a source we do not know as other, and an address without a campaign as nothing', () => {
    expect(campaignOfQuery('utm_source=partner&utm_campaign=eid')).toEqual({
      campaign: 'eid',
      channel: 'other',
    })
    expect(campaignOfQuery('utm_source=whatsapp')).toBeNull()
    expect(campaignOfQuery('color=black')).toBeNull()
    expect(campaignOfQuery('utm_campaign=%3B%3D')).toBeNull()
  })
})

describe('the attribution rule', () => {
  const eid = attributionOfLanding('/clothing/abayas', '?utm_source=whatsapp&utm_campaign=eid', NOW - DAY)
  const lawn = attributionOfLanding('/sale', '?utm_source=instagram&utm_campaign=lawn', NOW)

  it('keeps the landing page without its query', () => {
    expect(eid).toEqual({ campaign: 'eid', channel: 'whatsapp', landing: '/clothing/abayas', at: NOW - DAY })
  })

  it('gives the order to the last campaign clicked', () => {
    expect(nextAttribution(eid, lawn)).toBe(lawn)
    expect(nextAttribution(lawn, eid)).toBe(lawn)
  })

  it('keeps the campaign when the shopper comes back without one', () => {
    expect(nextAttribution(eid, attributionOfLanding('/', '', NOW))).toBe(eid)
    expect(nextAttribution(null, attributionOfLanding('/', '?q=abaya', NOW))).toBeNull()
  })
})

describe('the attribution cookie', () => {
  const attribution = {
    campaign: 'eid',
    channel: 'whatsapp' as const,
    landing: '/ur/clothing/abayas',
    at: NOW,
  }

  it('reads back what it wrote within the window', () => {
    const value = attributionCookieValue(attribution)
    expect(value).not.toMatch(/[;, ]/)
    expect(attributionFromCookie(value, NOW + (ATTRIBUTION_WINDOW_DAYS - 1) * DAY)).toEqual(attribution)
  })

  it('counts for nothing once the window has passed', () => {
    expect(
      attributionFromCookie(attributionCookieValue(attribution), NOW + (ATTRIBUTION_WINDOW_DAYS + 1) * DAY),
    ).toBeNull()
  })

  it('refuses a cookie in a shape the shop never writes', () => {
    const forged = (fields: Record<string, string>) =>
      attributionFromCookie(
        new URLSearchParams({ c: 'eid', ch: 'whatsapp', p: '/', t: String(NOW), ...fields }).toString(),
        NOW,
      )
    expect(forged({})).not.toBeNull()
    expect(forged({ c: 'Not A Name' })).toBeNull()
    expect(forged({ ch: 'myspace' })).toBeNull()
    expect(forged({ p: '//evil.example' })).toBeNull()
    // A direction override would show "/\u202Egnp.exe" to staff as "/exe.png"; spaces read as a sentence.
    expect(forged({ p: '/\u202Egnp.exe' })).toBeNull()
    expect(forged({ p: '/URGENT call 0300' })).toBeNull()
    expect(forged({ p: '/ur/clothing/abayas' })).not.toBeNull()
    expect(forged({ t: String(NOW + DAY) })).toBeNull()
    expect(attributionFromCookie('garbage', NOW)).toBeNull()
    expect(attributionFromCookie(undefined, NOW)).toBeNull()
  })
})
