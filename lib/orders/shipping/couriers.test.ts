import { COURIERS } from '@/data/couriers'
import { courierName, courierTrackingUrl, isTrackingNumberOf, normaliseTracking } from './couriers'

describe('couriers', () => {
  it("accepts each courier's own example and refuses it for a courier with another format", () => {
    for (const courier of COURIERS) expect(isTrackingNumberOf(courier.id, courier.example)).toBe(true)
    expect(isTrackingNumberOf('pakistan-post', '779412345678')).toBe(false)
    expect(isTrackingNumberOf('leopards', '779412345678')).toBe(false)
    expect(isTrackingNumberOf('tcs', 'KI7512345678')).toBe(false)
    expect(isTrackingNumberOf('unknown', '779412345678')).toBe(false)
  })

  it('forgives spaces, dashes and lower case as typed', () => {
    expect(normaliseTracking(' vpl-1234 5678 ')).toBe('VPL12345678')
    expect(isTrackingNumberOf('pakistan-post', 'vpl 1234 5678')).toBe(true)
  })

  it("links to the courier's page with the number encoded, and not at all for a typed name", () => {
    expect(courierTrackingUrl('tcs', '7794 1234 5678')).toBe('https://www.tcsexpress.com/track/779412345678')
    expect(courierTrackingUrl('TCS Overnight', '123')).toBeNull()
    expect(courierName('mnp')).toBe('M&P')
    expect(courierName('TCS Overnight')).toBe('TCS Overnight')
  })

  it('every tracking page is https and has one place for the number', () => {
    for (const courier of COURIERS) {
      expect(courier.trackingUrl.startsWith('https://')).toBe(true)
      expect(courier.trackingUrl.split('{tracking}')).toHaveLength(2)
    }
  })
})
