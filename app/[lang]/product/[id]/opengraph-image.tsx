import { notFound } from 'next/navigation'
import { products } from '@/data/products'
import { findProduct } from '@/lib/catalogue'
import { productPreview } from '@/lib/share/preview-content'
import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImageResponse } from '@/components/share/preview-image'

/**
 * The picture a shared product link shows (WhatsApp, Facebook, X): a PNG, since chat apps do not render
 * SVG. Drawn at build time for every product from its own artwork in public/, with name and price, by the
 * template every shareable page uses (components/share/preview-card.tsx).
 */
export const alt = 'The product picture with its name and price'
export const size = PREVIEW_SIZE
export const contentType = PREVIEW_CONTENT_TYPE

export function generateStaticParams() {
  return products.map((product) => ({ id: String(product.id) }))
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const product = /^\d+$/.test(id) ? findProduct(Number(id)) : undefined
  if (!product) notFound()
  return previewImageResponse(productPreview(product))
}
