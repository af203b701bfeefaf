import { orderFingerprint, type FingerprintInput } from './order-fingerprint'

const base: FingerprintInput = {
  lines: [
    { productId: 1, color: 'Black', size: 'M', quantity: 2 },
    { productId: 2, color: null, size: null, quantity: 1 },
  ],
  promoCode: 'FATIN15',
  address: {
    fullName: 'Ayesha Khan',
    mobile: '+923001234567',
    address: 'House 12, Street 4',
    city: 'Lahore',
    province: 'Punjab',
    postalCode: null,
  },
}

describe('orderFingerprint', () => {
  it('is a short, versioned string that does not reveal the address', () => {
    const fingerprint = orderFingerprint(base)
    expect(fingerprint).toMatch(/^v1:[\w-]{43}$/)
    expect(fingerprint).not.toContain('Lahore')
  })

  it('is the same for the same order, whatever the order of lines or how the code was typed', () => {
    expect(orderFingerprint({ ...base, lines: [...base.lines].reverse(), promoCode: ' fatin 15' })).toBe(
      orderFingerprint(base),
    )
    expect(orderFingerprint({ ...base, promoCode: '' })).toBe(orderFingerprint({ ...base, promoCode: null }))
  })

  it.each<[string, Partial<FingerprintInput>]>([
    ['another quantity', { lines: [{ ...base.lines[0]!, quantity: 3 }, base.lines[1]!] }],
    ['another size', { lines: [{ ...base.lines[0]!, size: 'L' }, base.lines[1]!] }],
    ['another colour', { lines: [{ ...base.lines[0]!, color: 'Navy' }, base.lines[1]!] }],
    ['a line more', { lines: [...base.lines, { productId: 3, color: null, size: null, quantity: 1 }] }],
    ['a line less', { lines: [base.lines[0]!] }],
    ['no promo code', { promoCode: null }],
    ['another promo code', { promoCode: 'WELCOME10' }],
    ['another city', { address: { ...base.address, city: 'Karachi' } }],
    ['another mobile', { address: { ...base.address, mobile: '+923331234567' } }],
    ['a postal code', { address: { ...base.address, postalCode: '54000' } }],
  ])('differs for %s', (_name, change) => {
    expect(orderFingerprint({ ...base, ...change })).not.toBe(orderFingerprint(base))
  })
})
