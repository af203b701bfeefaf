import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE } from '@/components/share/preview-image'
import {
  LISTING_PREVIEW_ALT,
  listingPreviewImage,
  listingPreviewParams,
} from '@/components/share/listing-preview-image'
import type { CategoryParams } from '@/lib/listing/category-params'

// The listing's shared-link picture, one PNG per category drawn at build time (components/share/preview-image.ts).
export const alt = LISTING_PREVIEW_ALT
export const size = PREVIEW_SIZE
export const contentType = PREVIEW_CONTENT_TYPE

export function generateStaticParams() {
  return listingPreviewParams('beauty')
}

export default function Image({ params }: { params: Promise<CategoryParams> }) {
  return listingPreviewImage('beauty', params)
}
