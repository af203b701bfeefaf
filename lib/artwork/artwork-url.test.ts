import { artworkVersion } from './artwork-version'
import { artworkUrl } from './artwork-url'

describe('artworkUrl', () => {
  it("adds the artwork's version to the shop's pictures", () => {
    expect(artworkUrl('/images/products/1.svg', 'abc123')).toBe('/images/products/1.svg?v=abc123')
  })

  it('leaves other URLs alone, and works unversioned when no version was built in', () => {
    expect(artworkUrl('/icon.svg', 'abc123')).toBe('/icon.svg')
    expect(artworkUrl('/images/x.svg?v=old', 'abc123')).toBe('/images/x.svg?v=old')
    expect(artworkUrl('/images/x.svg', '')).toBe('/images/x.svg')
  })
})

describe('artworkVersion', () => {
  it('is a short hash of public/images that stays the same for the same files', () => {
    const version = artworkVersion()
    expect(version).toMatch(/^[0-9a-f]{12}$/)
    expect(artworkVersion()).toBe(version)
  })
})
