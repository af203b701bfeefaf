import type { NextRequest } from 'next/server'
import { readAccountPage } from '@/lib/account/account-page-data'
import { personalJson } from '@/lib/http/personal-json'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

/**
 * The account page's data (GET /api/account?lang=ur): the static /account shell asks for it once loaded.
 * `{ account: null }` when nobody is signed in; 503 when Auth or Firestore cannot answer.
 */
export async function GET(request: NextRequest) {
  const lang = request.nextUrl.searchParams.get('lang')
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  return personalJson(async () => ({ account: await readAccountPage(locale) }))
}
