import {
  FilteredCategoryRoutePage,
  filteredCategoryMetadata,
  type SearchParams,
} from '@/components/category/category-route'
import type { CategoryParams } from '@/lib/listing/category-params'

export const metadata = filteredCategoryMetadata

export default function Page({
  params,
  searchParams,
}: {
  params: Promise<CategoryParams>
  searchParams: SearchParams
}) {
  return <FilteredCategoryRoutePage group="clothing" params={params} searchParams={searchParams} />
}
