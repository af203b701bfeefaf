import type { NextRequest } from 'next/server'
import { readCheckoutView } from '@/lib/checkout/checkout-view'
import { personalJson } from '@/lib/http/personal-json'
import { localeParam } from '@/lib/i18n/locales'

/**
 * The checkout's personal part (GET /api/checkout?lang=ur; English when missing or unknown), read by the static /checkout page once it is
 * in the browser (components/checkout/checkout-body.tsx): the bag in that language, its figures, the form's
 * defaults and a fresh idempotency key. `private, no-cache`, 503 when the store cannot be read
 * (lib/http/personal-json.ts).
 */
export async function GET(request: NextRequest) {
  const locale = localeParam(request.nextUrl.searchParams.get('lang'))
  return personalJson(() => readCheckoutView(locale))
}
