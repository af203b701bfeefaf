import { pagePreview } from '@/lib/share/preview-content'
import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImageResponse } from '@/components/share/preview-image'

// This page's shared-link picture, a PNG drawn at build time (components/share/preview-image.ts).
const preview = pagePreview('/contact')

export const alt = preview.alt
export const size = PREVIEW_SIZE
export const contentType = PREVIEW_CONTENT_TYPE

export default function Image() {
  return previewImageResponse(preview)
}
