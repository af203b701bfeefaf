import { site } from '@/data/site'
import { type MailBlock, renderMail } from '@/lib/mail/messages/mail-blocks'
import type { MailMessage } from '@/lib/mail/outbox-doc'
import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'
import type { StockRow } from './stock-filters'

/** One variant that went to the low-stock line or under since the last mail. */
export type LowVariant = {
  productId: number
  name: string
  label: string
  available: number
  waiting: number
  key: string
}

/** Every variant at the low-stock threshold or under, fewest first ("productId|Colour|Size" in `key`). */
export function lowVariants(rows: readonly StockRow[]): LowVariant[] {
  return rows
    .flatMap((row) =>
      row.variants
        .filter((variant) => variant.available <= LOW_STOCK_THRESHOLD)
        .map((variant) => ({
          productId: row.id,
          name: row.name,
          label: variant.label,
          available: variant.available,
          waiting: variant.waiting,
          key: `${row.id}|${variant.key}`,
        })),
    )
    .sort((a, b) => a.available - b.available || a.name.localeCompare(b.name))
}

/** The variants low now that were not low at the last mail: what crossed the line. */
export function crossedSince(low: readonly LowVariant[], lowBefore: ReadonlySet<string>): LowVariant[] {
  return low.filter((variant) => !lowBefore.has(variant.key))
}

/** The back office's daily low-stock mail, in English like the back office. */
export function staffLowStockMail(
  crossed: readonly LowVariant[],
  stillLow: number,
  staffUrl: (path: string) => string,
): MailMessage {
  const count = crossed.length
  const subject = `Low stock: ${count} ${count === 1 ? 'size or colour' : 'sizes or colours'} at ${LOW_STOCK_THRESHOLD} or fewer`
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Since yesterday's mail, ${count === 1 ? 'this one has' : `these ${count} have`} gone to ${LOW_STOCK_THRESHOLD} or fewer. ${stillLow} in all are low now.`,
    },
    {
      kind: 'lines',
      title: 'Running low',
      lines: crossed.map(
        (variant) =>
          `${variant.name}${variant.label ? `, ${variant.label}` : ''}: ${variant.available === 0 ? 'sold out' : `${variant.available} left`}${variant.waiting > 0 ? ` (${variant.waiting} waiting to be told)` : ''}`,
      ),
    },
    { kind: 'link', label: 'Open the stock page', href: staffUrl('/staff/stock?show=low') },
  ]
  return renderMail('en', subject, blocks, [`${site.name} back office`])
}
