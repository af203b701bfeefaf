import Link from '@/components/i18n/locale-link'
import { formatOrderDate } from '@/components/orders/order-format'
import { readRecentShortLinks } from '@/lib/campaigns/campaign-reads'
import { channelLabel } from '@/lib/campaigns/channels'
import { requireStaff } from '../require-staff'
import { CampaignLinkForm } from './campaign-link-form'

/** /staff/links: the link builder, and the links made lately, newest first. Read per request. */
export async function CampaignLinksPage() {
  await requireStaff()
  const links = await readRecentShortLinks()
  return (
    <div className="space-y-8">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Campaign links</h1>
      <CampaignLinkForm />
      <section aria-labelledby="recent-links" className="space-y-3">
        <h2 id="recent-links" className="font-display text-brand-900 text-xl">
          Links made lately
        </h2>
        {links.length === 0 ? (
          <p className="text-ink/80 text-sm">No campaign links yet.</p>
        ) : (
          <ul className="divide-brand-100 border-gold-300/50 divide-y rounded-3xl border bg-white">
            {links.map((link) => (
              <li key={link.code} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <Link href={`/staff/links/${link.code}`} className="text-brand-800 font-semibold underline">
                  /l/{link.code}
                </Link>
                <span>{link.campaign}</span>
                <span className="text-ink-muted">{channelLabel(link.channel)}</span>
                <span className="text-ink-muted break-all">{link.target}</span>
                <span className="text-ink-muted">{formatOrderDate(link.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export function CampaignLinksSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="text-ink/70">
        Loading campaign links…
      </p>
      <div className="bg-brand-50 h-72 animate-pulse rounded-3xl" />
    </div>
  )
}
