import type { Metadata } from 'next'
import { Suspense } from 'react'
import { StaffHome, StaffHomeSkeleton } from '@/components/staff/staff-home'

export const metadata: Metadata = { title: 'Orders', robots: { index: false, follow: false } }

/**
 * The back office's front page: the owner's 14-day view, products running low and the orders to work
 * through (today's and open ones first), with filters in the URL. proxy.ts lets only sessions with the staff
 * claim in (anyone else signed in gets a 404); StaffHome checks the claim again itself. Per request, so
 * everything streams inside <Suspense>.
 */
export default function StaffPage({ searchParams }: PageProps<'/[lang]/staff'>) {
  return (
    <Suspense fallback={<StaffHomeSkeleton />}>
      <StaffHome searchParams={searchParams} />
    </Suspense>
  )
}
