import type { Product } from './schemas'

// Temporary: the full catalogue is being written. Same shape as the final one.
export const products: readonly Product[] = [
  {
    id: 1,
    name: 'Classic Black Abaya',
    category: 'abayas',
    price: 129.99,
    imageSrc: '/images/products/1.svg',
    hoverImageSrc: '/images/products/1-hover.svg',
    colors: [{ name: 'Black', hex: '#1a1a1a' }],
    sizes: ['S', 'M', 'L', 'XL'],
    fabric: 'Crepe',
    isBestseller: true,
    addedOn: '2026-09-01',
    stock: 24,
    description: 'A timeless open-sleeve abaya in soft, matte crepe that drapes beautifully.',
    care: 'Cool hand wash; hang to dry.',
  },
]
