import type { Product } from '@/data/schemas'

/**
 * A small, fixed catalogue for cart, wishlist and order tests, so they do not break when the real catalogue
 * (data/products.ts) is edited. Tests swap it in with:
 *   jest.mock('@/data/products', () => ({ products: jest.requireActual('@/lib/cart/testing/fixture-products').fixtureProducts }))
 */
const base = {
  imageSrc: '/images/products/test.svg',
  hoverImageSrc: '/images/products/test-hover.svg',
  fabric: null,
  addedOn: '2026-01-01',
  description: 'A product that exists only in the tests of the shop.',
  care: 'Handle with care.',
} as const

export const ABAYA = 1
export const SCARF = 2
export const LIPSTICK = 3
export const KAFTAN = 4
export const TUNIC = 5

export const fixtureProducts: Product[] = [
  {
    ...base,
    id: ABAYA,
    name: 'Test Abaya',
    category: 'abayas',
    price: 129.99,
    colors: [
      { name: 'Black', hex: '#1c1a1d' },
      { name: 'Navy', hex: '#1f2b4a' },
    ],
    sizes: ['S', 'M', 'L'],
    stock: 5,
  },
  {
    ...base,
    id: SCARF,
    name: 'Test Scarf',
    category: 'scarves',
    price: 15.99,
    colors: [{ name: 'Emerald', hex: '#1f6b52' }],
    sizes: [],
    stock: 3,
  },
  {
    ...base,
    id: LIPSTICK,
    name: 'Test Lipstick',
    category: 'makeup',
    price: 24.99,
    colors: [],
    sizes: [],
    stock: 0,
  },
  {
    ...base,
    id: KAFTAN,
    name: 'Test Kaftan',
    category: 'kaftans',
    price: 49.99,
    colors: [{ name: 'Beige', hex: '#d8c3a5' }],
    sizes: ['M'],
    stock: 20,
  },
  {
    ...base,
    id: TUNIC,
    name: 'Test Tunic',
    category: 'tunics',
    price: 50,
    colors: [],
    sizes: ['S', 'M'],
    stock: 100,
  },
]
