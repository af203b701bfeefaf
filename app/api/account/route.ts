import type { NextRequest } from 'next/server'
import { readAccountPage } from '@/lib/account/account-page-data'
import { personalJson } from '@/lib/http/personal-json'
import { localeParam } from '@/lib/i18n/locales'

/**
 * The account page's data (GET /api/account?lang=ur): the static /account shell asks for it once loaded.
 * `{ account: null }` when nobody is signed in; 503 when Auth or Firestore cannot answer.
 */
export async function GET(request: NextRequest) {
  const locale = localeParam(request.nextUrl.searchParams.get('lang'))
  return personalJson(async () => ({ account: await readAccountPage(locale) }))
}
