import type { Metadata } from 'next'
import { Suspense } from 'react'
import { CampaignLinksPage, CampaignLinksSkeleton } from '@/components/staff/campaigns/campaign-links-page'

export const metadata: Metadata = { title: 'Campaign links', robots: { index: false, follow: false } }

/** The link builder for marketing staff (docs/campaigns.md). Per request, behind the staff claim. */
export default function StaffLinksPage() {
  return (
    <Suspense fallback={<CampaignLinksSkeleton />}>
      <CampaignLinksPage />
    </Suspense>
  )
}
