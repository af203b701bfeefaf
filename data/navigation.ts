import type { NavMenu } from './schemas'

/**
 * The header's four menus, in order; the mobile menu uses the same list. Each link follows the specification's
 * rule, /{trigger-slug}/{item-slug} (lib/menu-slug.ts), which data/navigation.test.ts checks.
 */
export const navMenus: readonly NavMenu[] = [
  {
    label: 'Clothing',
    slug: 'clothing',
    items: [
      { label: 'Abayas', href: '/clothing/abayas' },
      { label: 'Jilbabs', href: '/clothing/jilbabs' },
      { label: 'Kaftans', href: '/clothing/kaftans' },
      { label: 'Long Dresses', href: '/clothing/long-dresses' },
      { label: 'Tunics', href: '/clothing/tunics' },
    ],
  },
  {
    label: 'Hijabs',
    slug: 'hijabs',
    items: [
      { label: 'Scarves', href: '/hijabs/scarves' },
      { label: 'Shawls', href: '/hijabs/shawls' },
      { label: 'Khimars', href: '/hijabs/khimars' },
      { label: 'Pins & Accessories', href: '/hijabs/pins-&-accessories' },
    ],
  },
  {
    label: 'Beauty',
    slug: 'beauty',
    items: [
      { label: 'Makeup', href: '/beauty/makeup' },
      { label: 'Skincare', href: '/beauty/skincare' },
      { label: 'Haircare', href: '/beauty/haircare' },
      { label: 'Halal Certified', href: '/beauty/halal-certified' },
    ],
  },
  {
    label: 'Accessories',
    slug: 'accessories',
    items: [
      { label: 'Jewelry', href: '/accessories/jewelry' },
      { label: 'Handbags', href: '/accessories/handbags' },
      { label: 'Belts', href: '/accessories/belts' },
      { label: 'Shoes', href: '/accessories/shoes' },
    ],
  },
]

export const saleLink = { label: 'SALE', href: '/sale' } as const
