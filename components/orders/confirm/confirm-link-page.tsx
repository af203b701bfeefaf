import { connection } from 'next/server'
import { currentLocale } from '@/lib/i18n/server-locale'
import { confirmPageData } from '@/lib/orders/confirmation/confirm-page-data'
import { ConfirmLinkForm } from './confirm-link-form'
import { ConfirmOutcome } from './confirm-outcome'
import { ConfirmSummary } from './confirm-summary'
import { decodePathSegment } from '@/lib/http/decode-path-segment'

/**
 * /orders/confirm/{token}, per request: what the link can still do, read without changing anything
 * (lib/orders/confirmation/confirm-page-data.ts). A placed order gets its summary and the button; anything
 * else gets its answer straight away. Open to anyone holding the link: the token is the proof
 * (lib/auth/gate.ts lets it through).
 */
export async function ConfirmLinkPage({ params }: { params: Promise<{ token: string }> }) {
  await connection()
  const [{ token: encoded }, locale] = await Promise.all([params, currentLocale()])
  const token = decodePathSegment(encoded)
  const page = await confirmPageData(token)
  if (!page.ready)
    return <ConfirmOutcome answer={page.answer} orderNumber={page.orderNumber} locale={locale} />
  return (
    <ConfirmLinkForm token={token} orderNumber={page.summary.orderNumber}>
      <ConfirmSummary summary={page.summary} locale={locale} />
    </ConfirmLinkForm>
  )
}
