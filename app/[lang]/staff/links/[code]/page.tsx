import type { Metadata } from 'next'
import { Suspense } from 'react'
import { CampaignLinkDetails } from '@/components/staff/campaigns/campaign-link-details'

export const metadata: Metadata = { title: 'Campaign link', robots: { index: false, follow: false } }

export default function StaffLinkPage({ params }: PageProps<'/[lang]/staff/links/[code]'>) {
  return (
    <Suspense fallback={<p role="status">Loading the link…</p>}>
      <CampaignLinkDetails params={params} />
    </Suspense>
  )
}
