import { categories } from '@/data/categories'
import { categoryFromParams } from './category-params'

describe('categoryFromParams', () => {
  it('resolves every category from its own group and slug', () => {
    for (const category of categories) {
      expect(categoryFromParams(category.group, { category: category.slug })).toBe(category)
    }
  })

  it("resolves the '&' slug raw and percent-encoded", () => {
    const raw = categoryFromParams('hijabs', { category: 'pins-&-accessories' })
    expect(raw?.name).toBe('Pins & Accessories')
    expect(categoryFromParams('hijabs', { category: 'pins-%26-accessories' })).toBe(raw)
  })

  it('rejects unknown slugs, wrong groups and broken encodings', () => {
    expect(categoryFromParams('clothing', { category: 'nope' })).toBeUndefined()
    expect(categoryFromParams('hijabs', { category: 'abayas' })).toBeUndefined()
    expect(categoryFromParams('clothing', { category: '%E0%A4' })).toBeUndefined()
  })
})
