import type { StockProblem } from '@/lib/cart/stock-problem'
import type { Locale } from '@/lib/i18n/locales'
import { cartTexts } from './cart-texts'

/** A bag line's stock problem in the page's language: 'Out of stock', 'Only 2 left'. */
export function stockProblemText(problem: StockProblem, locale: Locale): string {
  const texts = cartTexts[locale]
  return problem.code === 'out-of-stock' ? texts.outOfStock : texts.onlyLeft(problem.available)
}
