jest.mock('server-only', () => ({}))

import { parseOrderProofSecret } from './order-proof-secret'

describe('SHOP_ORDER_PROOF_SECRET', () => {
  it('is required in production, at least 32 characters', () => {
    expect(() => parseOrderProofSecret(undefined, 'production')).toThrow(/SHOP_ORDER_PROOF_SECRET/)
    expect(() => parseOrderProofSecret('short', 'production')).toThrow(/at least 32 characters/)
    expect(parseOrderProofSecret('x'.repeat(32), 'production')).toBe('x'.repeat(32))
  })

  it('has a development stand-in with the emulators only, and a short one is refused there too', () => {
    expect(parseOrderProofSecret(undefined, 'emulator').length).toBeGreaterThanOrEqual(32)
    expect(() => parseOrderProofSecret('short', 'emulator')).toThrow(/SHOP_ORDER_PROOF_SECRET/)
  })
})
