'use server'

import { mailboxKey } from '@/lib/checkout/mailbox'
import { redirect } from 'next/navigation'
import { findProduct } from '@/lib/catalogue'
import { adminDb } from '@/lib/firebase/admin'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'
import { localePath } from '@/lib/i18n/locale-path'
import { isLocale } from '@/lib/i18n/locales'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { limit } from '@/lib/rate-limit/rate-limit'
import { currentAddressKey } from '@/lib/rate-limit/request-address'
import { type LimitMessage, RATE_RULES } from '@/lib/rate-limit/rules'
import { readProductStocks } from '@/lib/stock/stock-reads'
import { variantKey, variantsOf } from '@/lib/stock/variants'
import { StockAlertSchema } from './alert-schema'
import { stockAlertConfirmPath } from './alert-token'
import { confirmStockAlert, storeStockAlert } from './stock-alerts'

export type StockAlertResult = ActionResult<
  object,
  LimitMessage | { code: 'not-sold-out' } | { code: 'product-unavailable' }
>

/**
 * "Tell me when it's back" for a sold-out colour and size: counted against the client's address and the
 * mailbox (RATE_RULES), then stored pending with its confirmation mail, in the page's language (double
 * opt-in, ./stock-alerts.ts). New, pending or already waiting, the answer is the same: nothing here says who
 * asked. A variant that is in stock is refused (she can buy it), as is one the product does not come in.
 */
export async function askWhenBackAction(formData: FormData): Promise<StockAlertResult> {
  return runValidated(StockAlertSchema, formFields(formData), async (input): Promise<StockAlertResult> => {
    const product = findProduct(input.productId)
    const variant = variantKey(input.color, input.size)
    if (!product || !variantsOf(product).some((candidate) => candidate.key === variant)) {
      return { ok: false, code: 'product-unavailable' }
    }
    const byAddress = await limit(await currentAddressKey(), RATE_RULES.stockAlertsPerAddress)
    if (!byAddress.ok) return { ok: false, code: 'too-many-attempts' }
    const byMailbox = await limit(
      { kind: 'email', email: mailboxKey(input.email) },
      RATE_RULES.stockAlertsPerEmail,
    )
    if (!byMailbox.ok) return { ok: false, code: 'too-many-attempts' }
    const stock = (await readProductStocks(adminDb(), [product.id])).get(product.id)
    if ((stock?.variants[variant] ?? 0) > 0) return { ok: false, code: 'not-sold-out' }
    await storeStockAlert(
      adminDb(),
      { email: input.email, productId: product.id, variant, language: input.language },
      orderProofSecret(),
    )
    return { ok: true }
  })
}

/**
 * The button on /stock-alerts/confirm/{token} (a POST: a mail scanner opening the link confirms nothing).
 * Confirms, then shows the link's page again, which reads the outcome itself.
 */
export async function confirmStockAlertAction(formData: FormData): Promise<void> {
  const { token, language } = formFields(formData)
  if (!token || token.length > 200) return
  let outcome = 'failed'
  try {
    outcome = await confirmStockAlert(adminDb(), orderProofSecret(), token, new Date())
  } catch (error) {
    console.error('[stock alerts] confirming a request failed', error)
  }
  const path = localePath(
    isLocale(language) ? language : 'en',
    stockAlertConfirmPath(encodeURIComponent(token)),
  )
  redirect(outcome === 'confirmed' ? `${path}?done` : path)
}
