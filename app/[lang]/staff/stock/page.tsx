import type { Metadata } from 'next'
import { Suspense } from 'react'
import { StockOverview, StockOverviewSkeleton } from '@/components/staff/stock/stock-overview'

export const metadata: Metadata = { title: 'Stock', robots: { index: false, follow: false } }

/**
 * The back office's stock: every product with its variants, search and filters in the URL, the stock-take
 * upload. Behind the staff gate like every /staff page (proxy.ts, and requireStaff again in StockOverview).
 */
export default function StaffStockPage({ searchParams }: PageProps<'/[lang]/staff/stock'>) {
  return (
    <Suspense fallback={<StockOverviewSkeleton />}>
      <StockOverview searchParams={searchParams} />
    </Suspense>
  )
}
