import { useTexts } from '@/components/i18n/locale-context'
import { productTexts } from './product-texts'
import type { StockStatus } from '@/lib/stock/stock-status'

/**
 * The stock status under the price: 'In stock', 'Only {n} Left!' (the server decides what is low: 5 or
 * fewer), 'Out of stock'. `null` while the live figure is on its way: the line keeps its height meanwhile.
 */
export function StockLine({ stock, option }: { stock: StockStatus | null; option?: string | null }) {
  const texts = useTexts(productTexts)
  const base = 'inline-flex min-h-7 w-fit items-center rounded-full text-sm font-semibold'
  if (stock === null) return <p aria-hidden="true" className={`${base} invisible`} />
  // `option`: the chosen size (or colour), once the figure is that variant's own ("Only 2 left in M").
  if (!stock.inStock)
    return (
      <p className={`${base} bg-ink/10 text-ink px-3`}>
        {option ? texts.soldOutIn(option) : texts.outOfStock}
      </p>
    )
  if (stock.lowStock)
    return (
      <p className={`${base} bg-gold-100 text-gold-700 px-3`}>
        {option ? texts.onlyLeftIn(stock.available, option) : texts.onlyLeft(stock.available)}
      </p>
    )
  return (
    <p className={`${base} gap-1.5 text-emerald-700`}>
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
      {texts.inStock}
    </p>
  )
}
