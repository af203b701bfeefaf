import { fieldsWithDefaultMessages } from '@/test/zod-default-messages'
import { PlaceOrderSchema, PromoPreviewSchema } from './checkout-schema'
import { PAYMENT_METHODS } from './payment-methods'

const form = {
  fullName: 'Ayesha Khan',
  mobile: '0300 1234567',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '',
  paymentMethod: 'cod',
  promoCode: 'FATIN15',
  idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
}

describe('the checkout form', () => {
  it('accepts cash on delivery', () => {
    expect(PlaceOrderSchema.parse(form)).toMatchObject({
      paymentMethod: 'cod',
      promoCode: 'FATIN15',
      mobile: '+923001234567',
    })
  })

  it('refuses the payment methods that are not available yet, saying so', () => {
    for (const method of PAYMENT_METHODS.filter((candidate) => !candidate.available)) {
      const result = PlaceOrderSchema.safeParse({ ...form, paymentMethod: method.id })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('payment-unavailable')
    }
    expect(PlaceOrderSchema.safeParse({ ...form, paymentMethod: 'bitcoin' }).success).toBe(false)
    expect(PAYMENT_METHODS.filter((method) => method.available).map((method) => method.id)).toEqual(['cod'])
  })

  it('needs a UUID idempotency key and allows no promo code', () => {
    expect(PlaceOrderSchema.safeParse({ ...form, idempotencyKey: 'twice' }).success).toBe(false)
    const withoutCode: Partial<typeof form> = { ...form }
    delete withoutCode.promoCode
    expect(PlaceOrderSchema.parse(withoutCode).promoCode).toBe('')
  })

  it('ignores any price or total the browser might send', () => {
    const parsed = PlaceOrderSchema.parse({ ...form, total: '0.01', unitPrice: '1' })
    expect(parsed).not.toHaveProperty('total')
    expect(parsed).not.toHaveProperty('unitPrice')
  })
})

describe('messages for shoppers', () => {
  it('every way the checkout form can fail has its own words, never zod’s', () => {
    expect(fieldsWithDefaultMessages(PlaceOrderSchema, Object.keys(PlaceOrderSchema.shape))).toEqual([])
  })

  it('the promo code preview input too', () => {
    expect(fieldsWithDefaultMessages(PromoPreviewSchema, ['code'])).toEqual([])
  })

  it('says a promo code is too long in plain words', () => {
    const result = PlaceOrderSchema.safeParse({ ...form, promoCode: 'X'.repeat(41) })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['promo-long'])
  })
})
