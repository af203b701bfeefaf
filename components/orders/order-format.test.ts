import { formatOrderDate, lineOptions, orderNumber, orderStatusLabel } from './order-format'

describe('orderNumber', () => {
  it('shortens the UUID to a readable number', () => {
    expect(orderNumber('3f2b9c1a-7d4e-4b8a-9c2d-1e5f6a7b8c9d')).toBe('FT-3F2B9C1A')
  })
})

describe('formatOrderDate', () => {
  it('uses Pakistan time, so a late-evening UTC order shows the local date', () => {
    // 20:30 UTC is 01:30 the next day in Karachi (UTC+5).
    expect(formatOrderDate('2025-11-20T20:30:00.000Z')).toBe('21 November 2025')
  })

  it('says "Just now" while the server timestamp is not yet known', () => {
    expect(formatOrderDate(null)).toBe('Just now')
  })
})

describe('lineOptions', () => {
  it('joins colour and size', () => {
    expect(lineOptions({ color: 'Black', size: 'M' })).toBe('Black · Size M')
  })

  it('shows what there is', () => {
    expect(lineOptions({ color: 'Navy', size: null })).toBe('Navy')
    expect(lineOptions({ color: null, size: null })).toBeNull()
  })
})

describe('orderStatusLabel', () => {
  it('labels every status', () => {
    expect(orderStatusLabel('placed')).toBe('Placed')
  })
})
