import { FREE_DELIVERY_FROM, shippingRules } from './shipping'
import { formatCents } from '@/lib/money/money'

describe('shipping rules', () => {
  it('give the free-shipping claim shown across the site from the rule itself', () => {
    expect(FREE_DELIVERY_FROM).toBe('$50')
  })

  it('state the same figures in words as in the rules', () => {
    expect(shippingRules.summary).toContain(formatCents(shippingRules.freeFromCents))
    expect(shippingRules.summary).toContain(formatCents(shippingRules.flatFeeCents))
  })
})
