/**
 * What a shopper is told of a product's stock: in stock, low ('Only {n} Left!'), or sold out, with a figure
 * per variant for the pickers. Kept apart from the stock document's parsing (stock-doc.ts, with zod and the
 * catalogue) because the buying form uses it in the browser, where neither should ship.
 */

/** The stock badge rule: 'Only {n} Left!' at 5 or fewer. */
export const LOW_STOCK_THRESHOLD = 5

export type StockStatus = {
  available: number
  inStock: boolean
  lowStock: boolean
  /** Units per variant key ('Colour|Size'), for the size and colour pickers. Absent in older answers. */
  variants?: Record<string, number>
}

export function stockStatus(available: number, variants?: Readonly<Record<string, number>>): StockStatus {
  return {
    available,
    inStock: available > 0,
    lowStock: available > 0 && available <= LOW_STOCK_THRESHOLD,
    ...(variants ? { variants: { ...variants } } : {}),
  }
}
