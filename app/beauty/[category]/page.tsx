import { CategoryRoutePage } from '@/components/category/category-route'
import type { CategoryParams } from '@/lib/listing/category-params'

export default function Page({ params }: { params: Promise<CategoryParams> }) {
  return <CategoryRoutePage group="beauty" params={params} />
}
