import { LOW_STOCK_THRESHOLD } from '@/lib/stock/stock-status'

/** A variant's figure with its state in words (never colour alone): sold out, low, or the number. */
export function VariantFigure({ available }: { available: number }) {
  if (available === 0) return <span className="font-semibold text-red-800">Sold out</span>
  if (available <= LOW_STOCK_THRESHOLD)
    return <span className="text-gold-700 font-semibold tabular-nums">{available} (low)</span>
  return <span className="tabular-nums">{available}</span>
}
