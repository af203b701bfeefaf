import { notFound } from 'next/navigation'
import { CATEGORY_GROUPS, CategoryGroupSchema } from '@/data/schemas'
import { groupPreview } from '@/lib/share/preview-content'
import { PREVIEW_CONTENT_TYPE, PREVIEW_SIZE, previewImageResponse } from '@/components/share/preview-image'

// Each group page's shared-link picture, a PNG drawn at build time (components/share/preview-image.ts).
export const alt = 'The group’s picture with its collections, product count and price range'
export const size = PREVIEW_SIZE
export const contentType = PREVIEW_CONTENT_TYPE

export function generateStaticParams() {
  return CATEGORY_GROUPS.map((group) => ({ group }))
}

export default async function Image({ params }: { params: Promise<{ group: string }> }) {
  const group = CategoryGroupSchema.safeParse((await params).group)
  if (!group.success) notFound()
  return previewImageResponse(groupPreview(group.data))
}
