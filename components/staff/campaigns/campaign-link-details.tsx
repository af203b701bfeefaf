import { notFound } from 'next/navigation'
import { sharePreview } from '@/components/campaigns/share-preview'
import Link from '@/components/i18n/locale-link'
import { Panel } from '@/components/ui/panel'
import { readShortLink } from '@/lib/campaigns/campaign-reads'
import { campaignPath } from '@/lib/campaigns/campaign-url'
import { CHANNELS, channelLabel } from '@/lib/campaigns/channels'
import { parseShareTarget } from '@/lib/campaigns/link-target'
import { isShortCode, shortLinkPath } from '@/lib/campaigns/short-code'
import { absoluteUrl, siteUrl } from '@/lib/site-url'
import { requireStaff } from '../require-staff'
import { WhatsAppPreview } from './whatsapp-preview'

const copyField =
  'border-brand-200 text-ink block w-full rounded-xl border bg-white px-3 py-2 font-mono text-sm'

/** One campaign link: its full URL, short link, QR code and the preview the chat apps will show. */
export async function CampaignLinkDetails({ params }: { params: Promise<{ code: string }> }) {
  await requireStaff()
  const { code } = await params
  const link = isShortCode(code) ? await readShortLink(code) : null
  if (!link) notFound()
  const fullUrl = absoluteUrl(campaignPath(link.target, link))
  const shortUrl = absoluteUrl(shortLinkPath(link.code))
  const target = parseShareTarget(link.target, siteUrl())
  const preview = target.ok ? { ...sharePreview(target.target), locale: target.target.locale } : null
  const { source, medium } = CHANNELS[link.channel]
  return (
    <article className="space-y-6">
      <h1 className="font-display text-brand-900 text-3xl sm:text-4xl">Campaign link {link.campaign}</h1>
      <p className="text-ink/80 text-sm">
        {channelLabel(link.channel)} · utm_source={source} · utm_medium={medium} · utm_campaign=
        {link.campaign}
        {link.content ? ` · utm_content=${link.content}` : ''}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="link-addresses" title="Addresses">
          <label htmlFor="short-link" className="text-ink mb-1 block text-sm font-medium">
            Short link
          </label>
          <input id="short-link" readOnly value={shortUrl} className={copyField} />
          <label htmlFor="full-link" className="text-ink mt-4 mb-1 block text-sm font-medium">
            Full link
          </label>
          <input id="full-link" readOnly value={fullUrl} className={copyField} />
          <p className="text-ink-muted mt-2 text-xs">
            Share the short link: it counts the click. The full link reads the same in any analytics tool.
          </p>
        </Panel>
        <Panel id="link-qr" title="QR code">
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG of our own, sized here */}
          <img
            src={`/staff/links/${link.code}/qr?format=svg`}
            alt={`QR code of ${shortUrl}`}
            width={192}
            height={192}
            className="h-48 w-48"
          />
          <p className="mt-3 flex gap-4 text-sm">
            <a
              href={`/staff/links/${link.code}/qr?format=svg`}
              download
              className="text-brand-800 font-semibold underline"
            >
              Download SVG
            </a>
            <a
              href={`/staff/links/${link.code}/qr?format=png`}
              download
              className="text-brand-800 font-semibold underline"
            >
              Download PNG
            </a>
          </p>
        </Panel>
        <Panel id="link-preview" title="Preview in WhatsApp">
          {preview ? (
            <WhatsAppPreview preview={preview} host={new URL(siteUrl()).host} locale={preview.locale} />
          ) : (
            <p className="text-ink/80 text-sm">This page no longer exists; the short link leads nowhere.</p>
          )}
        </Panel>
      </div>
      <Link
        href="/staff/links"
        className="text-brand-800 inline-flex min-h-11 items-center text-sm font-semibold underline"
      >
        Make another link
      </Link>
    </article>
  )
}
