import { CategoryRoutePage, categoryMetadata } from '@/components/category/category-route'
import type { CategoryParams } from '@/lib/listing/category-params'

type Props = { params: Promise<CategoryParams> }

// The layout's metadata again, at the page: Next names the opengraph-image.tsx beside a page as its picture
// (with that file's generic alt text) unless the page itself declares one, as the listing's metadata does.
export function generateMetadata({ params }: Props) {
  return categoryMetadata('beauty', params)
}

export default function Page({ params }: Props) {
  return <CategoryRoutePage group="beauty" params={params} />
}
