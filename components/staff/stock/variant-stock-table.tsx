import type { StockRowVariant } from '@/lib/staff/stock-filters'
import { VariantFigure } from './variant-figure'

/**
 * A product's variants with what is left of each and how many shoppers wait for it to come back: on the stock
 * page's list of products and on one product's page, which names its last column in full.
 */
export function VariantStockTable({
  productName,
  variants,
  waitingHeading,
}: {
  productName: string
  variants: readonly StockRowVariant[]
  waitingHeading: string
}) {
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{`Stock of ${productName} by variant`}</caption>
      <thead>
        <tr>
          {['Variant', 'Left', waitingHeading].map((heading) => (
            <th key={heading} scope="col" className="text-ink-muted py-1 text-start font-medium">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-brand-100 divide-y">
        {variants.map((variant) => (
          <tr key={variant.key}>
            <th scope="row" className="py-1 text-start font-medium">
              {variant.label || 'One size'}
            </th>
            <td className="py-1">
              <VariantFigure available={variant.available} />
            </td>
            <td className="py-1 tabular-nums">{variant.waiting}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
