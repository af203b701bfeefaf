import { groupLandingPath } from './group-landing'

describe('groupLandingPath', () => {
  it("sends each group's bare path to the group's page", () => {
    expect(groupLandingPath('/clothing')).toBe('/category/clothing')
    expect(groupLandingPath('/hijabs')).toBe('/category/hijabs')
    expect(groupLandingPath('/beauty')).toBe('/category/beauty')
    expect(groupLandingPath('/accessories')).toBe('/category/accessories')
  })

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/clothing/abayas',
      '/category/clothing',
      '/sale',
      '/festive',
      '/clothingx',
      '/Clothing',
    ]) {
      expect(groupLandingPath(path)).toBeNull()
    }
  })
})
