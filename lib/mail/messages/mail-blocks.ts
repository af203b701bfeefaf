import { site } from '@/data/site'
import { LOCALE_SETTINGS, type Locale } from '@/lib/i18n/locales'
import type { MailMessage } from '@/lib/mail/outbox-doc'

/**
 * An e-mail as a list of blocks, drawn twice: as HTML (inline styles only, no remote images, fonts or
 * scripts, since mail clients strip or block them) and as the plain-text part. Every text is escaped here,
 * once, so a name or address typed at checkout cannot add markup to a message.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'table'; title: string; rows: readonly MailRow[]; totals: readonly MailRow[] }
  | { kind: 'lines'; title: string; lines: readonly string[] }

export type MailRow = { label: string; value: string }

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Figures inside an Urdu sentence arrive wrapped in Unicode isolates (lib/i18n/bidi.ts), which pages draw
 * well but some mail apps show as boxes. Mail writes them as a left-to-right span in HTML and, in the text
 * part and the subject, as left-to-right marks (U+200E), which every mail app draws as nothing.
 */
const ISOLATED_RUN = /\u2066([^\u2066\u2069]*)\u2069/g

function markedForText(text: string): string {
  return text.replace(ISOLATED_RUN, '\u200E$1\u200E')
}

export function escapeHtml(text: string): string {
  return text
    .replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
    .replace(ISOLATED_RUN, '<span dir="ltr">$1</span>')
}

/** Only web links go into an href: anything else (javascript:, data:) is dropped. */
function safeHref(href: string): string | null {
  return /^https?:\/\//i.test(href) ? escapeHtml(href) : null
}

// Urdu needs a Nastaliq face where the reader has one, then fonts most phones and desktops carry.
const FONTS: Record<Locale, string> = {
  en: "Helvetica, Arial, 'Segoe UI', sans-serif",
  ur: "'Noto Nastaliq Urdu', 'Jameel Noori Nastaleeq', Tahoma, sans-serif",
}

const BRAND = '#6b2d5c'

function blockHtml(block: MailBlock, align: string): string {
  switch (block.kind) {
    case 'paragraph': {
      const text = escapeHtml(block.text)
      return `<p style="margin:0 0 16px">${block.strong ? `<strong>${text}</strong>` : text}</p>`
    }
    case 'button': {
      const href = safeHref(block.href)
      if (!href) return ''
      return (
        `<p style="margin:0 0 20px"><a href="${href}" style="display:inline-block;background:${BRAND};` +
        `color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:24px">` +
        `${escapeHtml(block.label)}</a></p>`
      )
    }
    case 'link': {
      const href = safeHref(block.href)
      if (!href) return ''
      return `<p style="margin:0 0 16px"><a href="${href}" style="color:${BRAND}">${escapeHtml(block.label)}</a></p>`
    }
    case 'table': {
      const row = (cells: MailRow, bold: boolean) =>
        `<tr><td style="padding:4px 0;text-align:${align}">${bold ? '<strong>' : ''}${escapeHtml(cells.label)}` +
        `${bold ? '</strong>' : ''}</td><td style="padding:4px 0 4px 12px;white-space:nowrap;text-align:` +
        `${align === 'left' ? 'right' : 'left'}">${bold ? '<strong>' : ''}${escapeHtml(cells.value)}` +
        `${bold ? '</strong>' : ''}</td></tr>`
      const totals = block.totals.map((cells, index) => row(cells, index === block.totals.length - 1))
      return (
        `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(block.title)}</h2>` +
        `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">` +
        block.rows.map((cells) => row(cells, false)).join('') +
        `<tr><td colspan="2" style="border-top:1px solid #e5d5df;padding:0"></td></tr>` +
        totals.join('') +
        `</table>`
      )
    }
    case 'lines':
      return (
        `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(block.title)}</h2>` +
        `<p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`
      )
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'button':
    case 'link':
      return `${block.label}: ${block.href}`
    case 'table':
      return [
        `${block.title}:`,
        ...block.rows.map((cells) => `- ${cells.label}: ${cells.value}`),
        ...block.totals.map((cells) => `${cells.label}: ${cells.value}`),
      ].join('\n')
    case 'lines':
      return [`${block.title}:`, ...block.lines].join('\n')
  }
}

/** The message: subject, the HTML part (a whole document in the order's language and direction) and text. */
export function renderMail(
  locale: Locale,
  subject: string,
  blocks: readonly MailBlock[],
  footer: readonly string[],
): MailMessage {
  const { htmlLang, dir } = LOCALE_SETTINGS[locale]
  const align = dir === 'rtl' ? 'right' : 'left'
  const lineHeight = locale === 'ur' ? '2' : '1.5'
  const html =
    `<!doctype html><html lang="${htmlLang}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#faf6f3">` +
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#2b2024;` +
    `font-family:${FONTS[locale]};font-size:15px;line-height:${lineHeight};text-align:${align}">` +
    `<p style="margin:0 0 20px;font-size:22px;font-weight:bold;color:${BRAND}">${escapeHtml(site.name)}</p>` +
    blocks.map((block) => blockHtml(block, align)).join('') +
    `<hr style="border:0;border-top:1px solid #e5d5df;margin:24px 0 12px">` +
    footer
      .map((line) => `<p style="margin:0 0 4px;font-size:13px;color:#6b5a62">${escapeHtml(line)}</p>`)
      .join('') +
    `</div></body></html>`
  const text = markedForText([...blocks.map(blockText), '--', ...footer].join('\n\n'))
  return { subject: markedForText(subject), text, html }
}
