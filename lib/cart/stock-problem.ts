/**
 * Why a bag line cannot be ordered as it is, as a code with its figure: the page words it in its language
 * (components/cart/stock-problem-text.ts).
 */
export type StockProblem = { code: 'out-of-stock' } | { code: 'only-left'; available: number }

/**
 * `available` is the line's variant's live stock; `left` what of it the line may take (the same figure now
 * that each colour and size has its own stock).
 */
export function stockProblemFor(quantity: number, available: number, left: number): StockProblem | null {
  if (available <= 0) return { code: 'out-of-stock' }
  return quantity > left ? { code: 'only-left', available } : null
}
