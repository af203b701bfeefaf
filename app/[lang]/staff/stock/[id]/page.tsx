import type { Metadata } from 'next'
import { Suspense } from 'react'
import { StockProduct } from '@/components/staff/stock/stock-product'

export const metadata: Metadata = { title: 'Product stock', robots: { index: false, follow: false } }

/** One product's stock for staff: its variants, receive, count and write off, and its ledger. */
export default function StaffStockProductPage({ params }: PageProps<'/[lang]/staff/stock/[id]'>) {
  return (
    <Suspense fallback={<p role="status">Loading the product…</p>}>
      <StockProduct params={params} />
    </Suspense>
  )
}
