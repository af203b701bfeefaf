import { menuHref } from '@/lib/menu-slug'
import { navMenus } from './navigation'

describe('navigation', () => {
  it("links every menu item by the specification's rule, /{trigger-slug}/{item-slug}", () => {
    const items = navMenus.flatMap((menu) => menu.items.map((item) => ({ menu, item })))
    expect(items).toHaveLength(17)
    for (const { menu, item } of items) {
      expect(item.href).toBe(menuHref(menu.label, item.label))
      expect(item.href.split('/')[1]).toBe(menu.slug)
    }
  })
})
