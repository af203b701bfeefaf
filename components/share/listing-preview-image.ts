import 'server-only'
import { notFound } from 'next/navigation'
import type { CategoryGroup } from '@/data/schemas'
import { categoriesInGroup } from '@/lib/catalogue'
import { categoryFromParams, type CategoryParams } from '@/lib/listing/category-params'
import { listingPreview } from '@/lib/share/preview-content'
import { previewImageResponse } from './preview-image'

/**
 * The body of the four listing folders' opengraph-image.tsx (app/clothing/[category], app/hijabs/[category],
 * ...), which differ only in their group, as their page routes do (components/category/category-route.tsx).
 */
export function listingPreviewParams(group: CategoryGroup): CategoryParams[] {
  return categoriesInGroup(group).map((category) => ({ category: category.slug }))
}

export async function listingPreviewImage(group: CategoryGroup, params: Promise<CategoryParams>) {
  const category = categoryFromParams(group, await params)
  if (!category) notFound()
  return previewImageResponse(listingPreview(category))
}

export const LISTING_PREVIEW_ALT = 'The collection’s picture with its name, product count and price range'
