import type { NextRequest } from 'next/server'
import { getCartView } from '@/lib/cart/cart-view'
import { personalJson } from '@/lib/http/personal-json'
import { lineIn } from '@/lib/i18n/catalogue-text'
import { localeParam } from '@/lib/i18n/locales'

/**
 * The bag page's data (GET /api/cart?lang=ur): the shopper's lines joined with the catalogue and live stock,
 * priced, names in the page's language. The static /cart shell asks for it once loaded, and again after
 * every change made on the page. 503 when Firestore cannot answer.
 */
export async function GET(request: NextRequest) {
  const locale = localeParam(request.nextUrl.searchParams.get('lang'))
  return personalJson(async () => {
    // The bag as this server last read it for this browser's data stamp; stock always live.
    const cart = await getCartView({ remembered: true })
    return { ...cart, lines: cart.lines.map((line) => lineIn(locale, line)) }
  })
}
