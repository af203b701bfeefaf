import type { ColorName, Product, Size } from '@/data/schemas'

/**
 * A variant is what a shopper actually buys: a product in one colour and one size (or one colour alone where
 * the product has no sizes, or neither for a product with no options). Stock is kept per variant.
 */
export type Variant = { key: string; color: ColorName | null; size: Size | null }

/** The variant's key inside the product's stock document: `Colour|Size`, an empty part for "none". */
export function variantKey(color: string | null, size: string | null): string {
  return `${color ?? ''}|${size ?? ''}`
}

/** Every variant of a product, colours outside, sizes inside, in catalogue order. */
export function variantsOf(product: Pick<Product, 'colors' | 'sizes'>): Variant[] {
  const colors: (ColorName | null)[] = product.colors.length > 0 ? product.colors.map((c) => c.name) : [null]
  const sizes: (Size | null)[] = product.sizes.length > 0 ? [...product.sizes] : [null]
  return colors.flatMap((color) => sizes.map((size) => ({ key: variantKey(color, size), color, size })))
}

/** 'Black / M', 'M', 'Black' or '' (a product with no options): how staff and mails name a variant. */
export function variantLabel(variant: Pick<Variant, 'color' | 'size'>): string {
  return [variant.color, variant.size].filter(Boolean).join(' / ')
}

/**
 * A per-product figure spread over the variants: evenly, the remainder one each to the first variants in
 * catalogue order. How a product's starting stock and a figure kept per product before variants existed
 * (lib/stock/migrate-variant-stock.ts) become per-variant figures; the total is always kept.
 */
export function spreadOverVariants(total: number, keys: readonly string[]): Record<string, number> {
  const figures: Record<string, number> = {}
  if (keys.length === 0) return figures
  const whole = Math.max(0, Math.floor(total))
  const each = Math.floor(whole / keys.length)
  const remainder = whole % keys.length
  keys.forEach((key, index) => {
    figures[key] = each + (index < remainder ? 1 : 0)
  })
  return figures
}
