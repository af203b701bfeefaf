import { URDU_VALUE_LABELS } from '@/data/ur/value-labels'
import { findProduct } from '@/lib/catalogue'
import { productNameIn } from '@/lib/i18n/catalogue-text'
import { localePath } from '@/lib/i18n/locale-path'
import type { Locale } from '@/lib/i18n/locales'

/** A variant key's colour and size ('Black|M' → Black, M). */
export function variantParts(variant: string): { color: string | null; size: string | null } {
  const [color = '', size = ''] = variant.split('|')
  return { color: color || null, size: size || null }
}

/**
 * How the mails name what she waits for, in her language: "Embroidered Kaftan, Black / M", and in Urdu the
 * product's and the colour's Urdu names after an Urdu comma (sizes read the same in both).
 */
export function alertItemName(locale: Locale, productId: number, variant: string): string {
  const product = findProduct(productId)
  const name = productNameIn(locale, productId, product?.name ?? `#${productId}`)
  const { color, size } = variantParts(variant)
  const colorName = color && locale === 'ur' ? (URDU_VALUE_LABELS[color] ?? color) : color
  const label = [colorName, size].filter(Boolean).join(' / ')
  if (!label) return name
  return locale === 'ur' ? `${name}، ${label}` : `${name}, ${label}`
}

/** The product page in her language with the variant chosen: `/product/12?color=Black&size=M`. */
export function alertProductPath(locale: Locale, productId: number, variant: string): string {
  const { color, size } = variantParts(variant)
  const query = new URLSearchParams()
  if (color) query.set('color', color)
  if (size) query.set('size', size)
  const search = query.size > 0 ? `?${query.toString()}` : ''
  return `${localePath(locale, `/product/${productId}`)}${search}`
}
