import type { SaleEntry } from './schemas'

/**
 * The flash-sale entries exactly as the specification lists them (§9). The end dates are in the past relative
 * to today's shop, which is how the specification gives them; the sale page decides what to show for ended
 * offers. Each originalPrice equals the product's catalogue price (checked in data/catalogue.test.ts).
 */
export const saleEntries: readonly SaleEntry[] = [
  {
    productId: 2,
    saleEnd: '2025-05-15T23:59:59Z',
    originalPrice: 14999,
    discountedPrice: 11999,
    discountPercentage: 20,
    rating: 4.5,
    reviews: 120,
  },
  {
    productId: 903,
    saleEnd: '2025-05-10T12:00:00Z',
    originalPrice: 2999,
    discountedPrice: 2499,
    discountPercentage: 16.67,
    rating: 4.2,
    reviews: 85,
  },
  {
    productId: 1401,
    saleEnd: '2025-05-20T00:00:00Z',
    originalPrice: 2499,
    discountedPrice: 1999,
    discountPercentage: 20,
    rating: 4.7,
    reviews: 150,
  },
]
