jest.mock('server-only', () => ({}))
import { isSealedPreview, sealPreview } from './preview-seal'

const preview = { kicker: 'Abayas', title: 'Black Nida Abaya', art: 'products/101', alt: 'A black abaya' }

describe('the seal on a preview the shop asks to draw', () => {
  it('passes what the shop sealed', () => {
    expect(isSealedPreview(preview, sealPreview(preview))).toBe(true)
  })

  it('refuses other words under that seal, a made-up seal, or none', () => {
    const seal = sealPreview(preview)
    expect(isSealedPreview({ ...preview, title: 'Your account is suspended, call 0300-1234567' }, seal)).toBe(
      false,
    )
    expect(isSealedPreview(preview, 'x'.repeat(43))).toBe(false)
    expect(isSealedPreview(preview, undefined)).toBe(false)
  })
})
