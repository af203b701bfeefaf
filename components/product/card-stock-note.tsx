'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { stockNoteTexts } from './stock-note-texts'

import { useLiveStock } from '@/components/shopper/use-shopper'

/**
 * 'Sold Out' or 'Only {n} Left!' under a card's price, from live stock (the card itself is static HTML).
 * The line's height is reserved, so the note appearing after load moves nothing; when stock is unknown or
 * plentiful it stays empty.
 */
export function CardStockNote({ productId }: { productId: number }) {
  const stock = useLiveStock(productId)
  const texts = useTexts(stockNoteTexts)
  return (
    <p className="min-h-5 text-sm font-medium" aria-live="polite">
      {stock && !stock.inStock ? <span className="text-ink-muted">{texts.soldOut}</span> : null}
      {stock?.lowStock ? <span className="text-red-700">{texts.onlyLeft(stock.available)}</span> : null}
    </p>
  )
}
