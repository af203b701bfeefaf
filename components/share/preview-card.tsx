import { site } from '@/data/site'

export type PreviewCardProps = {
  kicker: string
  title: string
  detail?: string
  badge?: string
  /** The artwork as a data URL (next/og cannot fetch from the shop while it builds). */
  artSrc: string
  /** CSS object-position of the artwork in its portrait panel. */
  artFocus?: string
}

/** Smaller type for longer titles, so a blog title fits in three lines and a short name stands out. */
export function titleFontSize(title: string): number {
  if (title.length <= 22) return 64
  if (title.length <= 40) return 54
  return 46
}

/** A price stands out; a count and range is a little smaller; an excerpt reads as body text. */
export function detailType(detail: string): { fontSize: number; fontWeight: number } {
  if (detail.length <= 20) return { fontSize: 56, fontWeight: 700 }
  if (detail.length <= 44) return { fontSize: 36, fontWeight: 600 }
  return { fontSize: 28, fontWeight: 400 }
}

/** Cuts a long line at a word, so an excerpt stays within the card (next/og has no line clamping). */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  // A word that ends exactly at the cut is whole; otherwise drop the partial word (unless it is most of it).
  const lastSpace = text[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.·-]+$/, '')}…`
}

/**
 * The one template for every preview picture, drawn by next/og (Satori) at build time: the page's artwork in
 * a portrait panel on the left, the shop's name, a kicker, the title in the display face and a detail line on
 * the right. Satori supports flexbox and inline styles only, so every element is a flex box. Colours are the
 * site's brand and gold tokens (app/globals.css).
 */
export function PreviewCard({ kicker, title, detail, badge, artSrc, artFocus }: PreviewCardProps) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        background: '#fbf8f3',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', padding: 40, background: '#f5e6ee' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn by Satori, not a page */}
        <img
          src={artSrc}
          width={413}
          height={550}
          alt=""
          style={{ borderRadius: 24, objectFit: 'cover', objectPosition: artFocus ?? 'center' }}
        />
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flex: 1,
          padding: '48px 64px',
          color: '#1f1a1d',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, letterSpacing: 8, color: '#8d6b23', fontWeight: 600 }}>
          {site.name.toUpperCase()}
        </div>
        <div style={{ display: 'flex', marginTop: 12, fontSize: 26, color: '#6b2f4e' }}>
          {clipText(kicker, 48)}
        </div>
        <div
          style={{
            display: 'flex',
            marginTop: 24,
            fontFamily: 'Playfair Display',
            fontSize: titleFontSize(title),
            lineHeight: 1.1,
            color: '#3f1d30',
          }}
        >
          {clipText(title, 70)}
        </div>
        {detail ? (
          <div
            style={{
              display: 'flex',
              marginTop: 28,
              ...detailType(detail),
              lineHeight: 1.35,
              color: '#552740',
            }}
          >
            {clipText(detail, 120)}
          </div>
        ) : null}
        {badge ? (
          <div
            style={{
              display: 'flex',
              marginTop: 40,
              padding: '12px 24px',
              alignSelf: 'flex-start',
              borderRadius: 999,
              background: '#6b2f4e',
              color: '#ffffff',
              fontSize: 26,
              fontWeight: 600,
            }}
          >
            {badge}
          </div>
        ) : null}
      </div>
    </div>
  )
}
