import {
  FilteredCategoryRoutePage,
  filteredCategoryMetadata,
  type SearchParams,
} from '@/components/category/category-route'
import type { CategoryParams } from '@/lib/listing/category-params'

export const metadata = filteredCategoryMetadata

/** Rendered whole per request, with no static shell, so the filtered products are in the HTML as sent. */
export const instant = false

export default function Page({
  params,
  searchParams,
}: {
  params: Promise<CategoryParams>
  searchParams: SearchParams
}) {
  return <FilteredCategoryRoutePage group="accessories" params={params} searchParams={searchParams} />
}
