import { menuHref, menuSlug } from './menu-slug'

describe('menu slugs', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(menuSlug('Long Dresses')).toBe('long-dresses')
    expect(menuSlug('Halal Certified')).toBe('halal-certified')
    expect(menuSlug('Pins & Accessories')).toBe('pins-&-accessories')
  })
  it('builds /{trigger}/{item} links', () => {
    expect(menuHref('Clothing', 'Long Dresses')).toBe('/clothing/long-dresses')
    expect(menuHref('Hijabs', 'Pins & Accessories')).toBe('/hijabs/pins-&-accessories')
  })
})
