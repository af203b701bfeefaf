import { connection } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { currentLocale } from '@/lib/i18n/server-locale'
import { confirmLinkState } from '@/lib/orders/confirmation/confirm-order'
import { orderNumber } from '@/lib/orders/order-number'
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
  const { orderId, answer } = await confirmLinkState(adminDb(), orderProofSecret(), token, new Date())
  const number = orderId ? orderNumber(orderId) : null
  if (answer.code === 'confirm-ready' && number) return <ConfirmLinkForm token={token} orderNumber={number} />
  if (answer.code === 'confirm-ready') return null
  return <ConfirmOutcome answer={answer} orderNumber={number} locale={locale} />
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
