import { checkPromoCode, normalizePromoCode, promoCodes, WELCOME_CODE } from './promo-codes'

describe('promo codes', () => {
  it('offers FATIN15 at 15% and the welcome code at 10%, both first-order only', () => {
    expect(
      promoCodes.map(({ code, percentOff, firstOrderOnly }) => [code, percentOff, firstOrderOnly]),
    ).toEqual([
      ['FATIN15', 15, true],
      [WELCOME_CODE, 10, true],
    ])
    expect(WELCOME_CODE).toBe('WELCOME10')
  })

  it('accepts codes typed in any case with stray spaces', () => {
    expect(normalizePromoCode('  fatin15 ')).toBe('FATIN15')
    expect(normalizePromoCode('Welcome 10')).toBe('WELCOME10')
    const check = checkPromoCode(' fAtIn15', { isFirstOrder: true })
    expect(check).toEqual({
      status: 'applied',
      promo: expect.objectContaining({ code: 'FATIN15', percentOff: 15 }),
    })
  })

  it('treats a blank field as no code', () => {
    expect(checkPromoCode('', { isFirstOrder: true })).toEqual({ status: 'none' })
    expect(checkPromoCode('   ', { isFirstOrder: false })).toEqual({ status: 'none' })
    expect(checkPromoCode(null, { isFirstOrder: true })).toEqual({ status: 'none' })
    expect(checkPromoCode(undefined, { isFirstOrder: true })).toEqual({ status: 'none' })
  })

  it('refuses an unknown code by name', () => {
    expect(checkPromoCode('free100', { isFirstOrder: true })).toEqual({
      status: 'refused',
      refusal: { code: 'promo-unknown', promoCode: 'FREE100' },
    })
  })

  it('refuses both codes on a second order', () => {
    expect(checkPromoCode('FATIN15', { isFirstOrder: false })).toEqual({
      status: 'refused',
      refusal: { code: 'promo-first-order-only', promoCode: 'FATIN15' },
    })
    expect(checkPromoCode('welcome10', { isFirstOrder: false })).toEqual({
      status: 'refused',
      refusal: { code: 'promo-first-order-only', promoCode: 'WELCOME10' },
    })
  })
})
