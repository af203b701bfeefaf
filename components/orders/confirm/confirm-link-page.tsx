import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { currentLocale } from '@/lib/i18n/server-locale'
import { confirmLinkState } from '@/lib/orders/confirmation/confirm-order'
import { legacyOrderNumber as orderNumber } from '@/lib/orders/order-number'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { ConfirmLinkForm } from './confirm-link-form'
import { ConfirmOutcome } from './confirm-outcome'

/**
 * /orders/confirm/{token}, per request: what the link can still do, read without changing anything. A
 * placed order gets the form (which sends itself once when JavaScript runs); anything else gets its answer
 * straight away. Open to anyone holding the link: the token is the proof (lib/auth/gate.ts lets it through).
 */
export async function ConfirmLinkPage({ params }: { params: Promise<{ token: string }> }) {
  await connection()
  const [{ token: encoded }, locale] = await Promise.all([params, currentLocale()])
  const token = safeDecode(encoded)
  const state = await confirmLinkState(adminDb(), orderProofSecret(), token, new Date())
  if (state.ready) return <ConfirmLinkForm token={token} orderNumber={orderNumber(state.orderId)} />
  const number = state.orderId ? orderNumber(state.orderId) : null
  return <ConfirmOutcome answer={state.answer} orderNumber={number} locale={locale} />
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
