import type { Metadata } from 'next'
import { Suspense } from 'react'
import { CampaignReportPage, CampaignReportSkeleton } from '@/components/staff/campaigns/campaign-report-page'

export const metadata: Metadata = { title: 'Campaigns report', robots: { index: false, follow: false } }

/** Per campaign and channel: clicks, landings and what became of the orders (docs/campaigns.md). */
export default function StaffCampaignsPage({ searchParams }: PageProps<'/[lang]/staff/campaigns'>) {
  return (
    <Suspense fallback={<CampaignReportSkeleton />}>
      <CampaignReportPage searchParams={searchParams} />
    </Suspense>
  )
}
