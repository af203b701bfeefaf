import { FREE_DELIVERY_FROM, shippingRules } from './shipping'
import { formatCents, formatCentsShort } from '@/lib/format/price'

describe('shipping rules', () => {
  it("write the free-delivery threshold as the rule's figure in the short price format", () => {
    expect(FREE_DELIVERY_FROM).toBe(formatCentsShort(shippingRules.freeFromCents))
  })

  it('state the same figures in words as in the rules', () => {
    expect(shippingRules.summary).toContain(formatCents(shippingRules.freeFromCents))
    expect(shippingRules.summary).toContain(formatCents(shippingRules.flatFeeCents))
  })
})
