import type { NextRequest } from 'next/server'
import { readCheckoutView } from '@/lib/checkout/checkout-view'
import { personalJson } from '@/lib/http/personal-json'
import { isLocale } from '@/lib/i18n/locales'

/**
 * The checkout's personal part (GET /api/checkout?lang=en|ur), read by the static /checkout page once it is
 * in the browser (components/checkout/checkout-body.tsx): the bag in that language, its figures, the form's
 * defaults and a fresh idempotency key. `private, no-cache`, 503 when the store cannot be read
 * (lib/http/personal-json.ts).
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang')
  // The page always says which language it is in; anything else is a broken or hand-made request.
  if (!isLocale(lang)) {
    return Response.json(
      { error: 'invalid-language' },
      { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
    )
  }
  return personalJson(() => readCheckoutView(lang))
}
