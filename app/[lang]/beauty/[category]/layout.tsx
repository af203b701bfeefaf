import type { ReactNode } from 'react'
import {
  CategoryRouteLayout,
  categoryMetadata,
  categoryStaticParams,
} from '@/components/category/category-route'
import type { CategoryParams } from '@/lib/listing/category-params'

type Props = { params: Promise<CategoryParams> }

export function generateStaticParams() {
  return categoryStaticParams('beauty')
}

export function generateMetadata({ params }: Props) {
  return categoryMetadata('beauty', params)
}

export default function Layout({ params, children }: Props & { children: ReactNode }) {
  return (
    <CategoryRouteLayout group="beauty" params={params}>
      {children}
    </CategoryRouteLayout>
  )
}
