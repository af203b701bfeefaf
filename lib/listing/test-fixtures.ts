import type { Product } from '@/data/schemas'

/** Small, hand-made products for the listing tests, so they do not shift when the catalogue changes. */
export function testProduct(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    name: `Test product ${overrides.id}`,
    category: 'abayas',
    price: 100,
    imageSrc: `/images/products/${overrides.id}.svg`,
    hoverImageSrc: `/images/products/${overrides.id}-hover.svg`,
    colors: [],
    sizes: [],
    fabric: null,
    addedOn: '2026-01-01',
    stock: 10,
    description: 'A product made up for the listing tests.',
    care: 'Hand wash.',
    ...overrides,
  }
}

const black = { name: 'Black', hex: '#1a1a1a' } as const
const navy = { name: 'Navy', hex: '#1f2a44' } as const
const white = { name: 'White', hex: '#ffffff' } as const
const beige = { name: 'Beige', hex: '#d8c3a5' } as const

/** Six products chosen so every filter and sort branch is exercised. */
export const listingFixture: readonly Product[] = [
  testProduct({
    id: 1,
    price: 129.99,
    colors: [black],
    sizes: ['S', 'M'],
    fabric: 'Crepe',
    addedOn: '2026-03-01',
  }),
  testProduct({
    id: 2,
    price: 49.99,
    colors: [navy, white],
    sizes: ['M', 'L'],
    fabric: 'Cotton',
    addedOn: '2026-05-01',
  }),
  testProduct({
    id: 3,
    price: 50,
    colors: [black, navy],
    sizes: ['L'],
    fabric: 'Silk',
    addedOn: '2026-04-01',
  }),
  testProduct({
    id: 4,
    price: 199.99,
    colors: [beige],
    sizes: ['XL'],
    fabric: 'Chiffon',
    addedOn: '2026-05-01',
  }),
  testProduct({ id: 5, price: 200, colors: [white], sizes: [], fabric: null, addedOn: '2025-12-01' }),
  testProduct({ id: 6, price: 99.99, colors: [black], sizes: ['S'], fabric: 'Crepe', addedOn: '2026-02-01' }),
]
