import { shippingRules } from './shipping'
import { site } from './site'
import { formatCents } from '@/lib/money/money'

describe('shipping rules', () => {
  it('match the free-shipping claim shown across the site', () => {
    expect(shippingRules.freeFromCents).toBe(site.freeShippingThreshold * 100)
  })

  it('state the same figures in words as in the rules', () => {
    expect(shippingRules.summary).toContain(formatCents(shippingRules.freeFromCents))
    expect(shippingRules.summary).toContain(formatCents(shippingRules.flatFeeCents))
  })
})
