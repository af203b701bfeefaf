import type { NextRequest } from 'next/server'
import { personalJson } from '@/lib/http/personal-json'
import { lineIn } from '@/lib/i18n/catalogue-text'
import { localeParam } from '@/lib/i18n/locales'
import { getWishlistView } from '@/lib/wishlist/wishlist-view'

/**
 * The wishlist page's data (GET /api/wishlist?lang=ur): the saved products with live stock, names in the
 * page's language. The static /wishlist shell asks for it once loaded, and again after every change made on
 * the page. 503 when Firestore cannot answer.
 */
export async function GET(request: NextRequest) {
  const locale = localeParam(request.nextUrl.searchParams.get('lang'))
  return personalJson(async () =>
    (await getWishlistView({ remembered: true })).map((item) => lineIn(locale, item)),
  )
}
