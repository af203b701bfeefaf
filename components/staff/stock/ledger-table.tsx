import type { LedgerLine } from '@/lib/stock/stock-reads'

const REASONS: Record<string, string> = {
  opening: 'Opening figure',
  order: 'Order',
  cancel: 'Order cancelled',
  lapse: 'Unconfirmed order lapsed',
  return: 'Parcel returned',
  receive: 'Received',
  count: 'Count corrected',
  'write-off': 'Written off',
}

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Karachi',
})

/** A product's ledger, newest first: every movement with who, when, what, before and after, and why. */
export function LedgerTable({ lines }: { lines: readonly LedgerLine[] }) {
  if (lines.length === 0)
    return (
      <p className="text-ink/75 text-sm">
        No movement yet: the figures are the catalogue&apos;s starting stock.
      </p>
    )
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Stock ledger, newest first</caption>
        <thead>
          <tr>
            {['When', 'Variant', 'Change', 'Before', 'After', 'Why', 'Who'].map((heading) => (
              <th key={heading} scope="col" className="text-ink-muted py-1 pe-3 text-start font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-brand-100 divide-y">
          {lines.map((line) => (
            <tr key={line.id}>
              <td className="py-1 pe-3 whitespace-nowrap">{line.at ? when.format(line.at) : ''}</td>
              <td className="py-1 pe-3">
                {line.variant.split('|').filter(Boolean).join(' / ') || 'One size'}
              </td>
              <td className="py-1 pe-3 font-semibold tabular-nums">
                {line.delta > 0 ? `+${line.delta}` : line.delta}
              </td>
              <td className="py-1 pe-3 tabular-nums">{line.before}</td>
              <td className="py-1 pe-3 tabular-nums">{line.after}</td>
              <td className="py-1 pe-3">
                {REASONS[line.reason] ?? line.reason}
                {line.orderId ? ` (order ${line.orderId.slice(0, 8).toUpperCase()})` : ''}
                {line.note ? `: ${line.note}` : ''}
              </td>
              <td className="py-1 pe-3">
                {line.by.email ?? (line.by.role === 'system' ? 'The shop' : line.by.role)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
