import { menuHref } from '@/lib/menu-slug'
import type { NavMenu } from './schemas'

const menu = (label: string, slug: NavMenu['slug'], items: string[]): NavMenu => ({
  label,
  slug,
  items: items.map((item) => ({ label: item, href: menuHref(label, item) })),
})

/** The header's four menus, in order; the mobile menu uses the same list. */
export const navMenus: readonly NavMenu[] = [
  menu('Clothing', 'clothing', ['Abayas', 'Jilbabs', 'Kaftans', 'Long Dresses', 'Tunics']),
  menu('Hijabs', 'hijabs', ['Scarves', 'Shawls', 'Khimars', 'Pins & Accessories']),
  menu('Beauty', 'beauty', ['Makeup', 'Skincare', 'Haircare', 'Halal Certified']),
  menu('Accessories', 'accessories', ['Jewelry', 'Handbags', 'Belts', 'Shoes']),
]

export const saleLink = { label: 'SALE', href: '/sale' } as const
