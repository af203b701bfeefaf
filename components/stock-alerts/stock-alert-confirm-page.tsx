import { connection } from 'next/server'
import { NewsletterLinkAnswer } from '@/components/newsletter/newsletter-link-answer'
import { backInStockTexts } from '@/components/product/back-in-stock-texts'
import { adminDb } from '@/lib/firebase/admin'
import { currentLocale } from '@/lib/i18n/server-locale'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { confirmStockAlertAction } from '@/lib/stock/back-in-stock/alert-actions'
import { readAlertLinkState } from '@/lib/stock/back-in-stock/alert-reads'
import { decodePathSegment } from '@/lib/http/decode-path-segment'

/**
 * /stock-alerts/confirm/{token}, per request: what the "tell me when it's back" link can still do, read
 * without changing anything (mail scanners open links). A pending request gets one button, a plain form
 * posting to a server action (it works without JavaScript); `?done` words a fresh confirmation.
 */
export async function StockAlertConfirmPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  await connection()
  const [{ token: encoded }, query, locale] = await Promise.all([params, searchParams, currentLocale()])
  const token = decodePathSegment(encoded)
  const state = await readAlertLinkState(adminDb(), orderProofSecret(), token, new Date())
  const answer = state === 'already-confirmed' && query.done !== undefined ? 'confirmed' : state
  const texts = backInStockTexts[locale].confirm
  return (
    <NewsletterLinkAnswer
      headingId="stock-alert-confirm"
      title={texts[answer].title}
      detail={texts[answer].detail}
      press={answer === 'ready' ? { action: confirmStockAlertAction, token, label: texts.button } : null}
      homeLabel={texts.home}
      locale={locale}
    />
  )
}
