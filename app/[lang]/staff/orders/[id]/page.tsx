import type { Metadata } from 'next'
import { Suspense } from 'react'
import { StaffOrder } from '@/components/staff/staff-order'

export const metadata: Metadata = { title: 'Order', robots: { index: false, follow: false } }

/** One order for staff: everything about it and the next steps it can take. */
export default function StaffOrderPage({ params }: PageProps<'/[lang]/staff/orders/[id]'>) {
  return (
    <Suspense fallback={<p role="status">Loading the order…</p>}>
      <StaffOrder params={params} />
    </Suspense>
  )
}
