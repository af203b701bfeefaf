import type { Product } from '@/data/schemas'

/** Whether a product needs the shopper to choose a colour or size (more than one on offer). */
export function needsOptionChoice(product: Pick<Product, 'colors' | 'sizes'>): boolean {
  return product.colors.length > 1 || product.sizes.length > 1
}
