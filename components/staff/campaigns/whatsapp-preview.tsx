import type { SharePreview } from '@/components/campaigns/share-preview'
import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'

/**
 * A chat bubble as WhatsApp draws a shared link: the page's preview picture on top, then its title, its
 * description cut to two lines and the shop's host. The picture is loaded from this server by its path (the
 * og:image URL is absolute, on the shop's public address, which staff may not be browsing from).
 */
export function WhatsAppPreview({
  preview,
  host,
  locale,
}: {
  preview: SharePreview
  host: string
  locale: Locale
}) {
  const { htmlLang, dir } = LOCALE_SETTINGS[locale]
  return (
    <figure
      aria-label="Link preview"
      className="max-w-sm overflow-hidden rounded-xl bg-[#d9fdd3] p-1 shadow-sm"
    >
      <div className="overflow-hidden rounded-lg bg-[#f0f2f5]">
        {preview.image && (
          // eslint-disable-next-line @next/next/no-img-element -- the page's own og:image, shown as chat apps do
          <img
            src={new URL(preview.image.url).pathname}
            alt={preview.image.alt}
            width={1200}
            height={630}
            className="h-auto w-full"
          />
        )}
        <div className="space-y-0.5 px-3 py-2">
          {/* An Urdu page's words, as the phone lays them out: right to left. */}
          <p lang={htmlLang} dir={dir} className="text-ink text-sm font-semibold">
            {preview.title}
          </p>
          <p lang={htmlLang} dir={dir} className="text-ink/75 line-clamp-2 text-xs">
            {preview.description}
          </p>
          <p className="text-ink-muted text-xs">{host}</p>
        </div>
      </div>
    </figure>
  )
}
