import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PackingSlip } from '@/components/staff/packing-slip'

export const metadata: Metadata = { title: 'Packing slip', robots: { index: false, follow: false } }

/** A printable packing slip to put in the parcel (print CSS leaves the shop's header and footer off). */
export default function PackingSlipPage({ params }: PageProps<'/[lang]/staff/orders/[id]/slip'>) {
  return (
    <Suspense fallback={<p role="status">Loading the packing slip…</p>}>
      <PackingSlip params={params} />
    </Suspense>
  )
}
