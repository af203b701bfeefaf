'use client'

import { useLocale, useTexts } from '@/components/i18n/locale-context'
import { checkoutTexts } from './checkout-texts'

import { type ReactNode, useCallback, useEffect, useRef } from 'react'
import type { PricingFigures } from '@/lib/checkout/price-order'
import { AddressFields, type CheckoutDefaults } from './address-fields'
import { fillFromDevice } from './device-address'
import { CheckoutSummary } from './checkout-summary'
import { PaymentOptions } from './payment-options'
import { PromoCodeField } from './promo-code-field'
import { usePlaceOrder } from './use-place-order'
import { usePromoPreview } from './use-promo-preview'

type CheckoutFormProps = {
  /** One per attempt (components/checkout/use-attempt-key.ts), so a double click or a retry submits the same key. */
  idempotencyKey: string
  /** The bag's pricing without a code, from the server. */
  pricing: PricingFigures
  shippingNote: string
  /** False when a line has a stock problem: the shopper fixes the bag first. */
  canCheckout: boolean
  /** Whether this would be the shopper's first order (the promo codes are first-order offers). */
  firstOrder: boolean
  defaults: CheckoutDefaults
  /** The bag's lines. */
  lines: ReactNode
  /** No account: the form also asks for an e-mail (lib/checkout/checkout-schema.ts, GuestDetailsSchema). */
  guest?: boolean
  /** The server refused the key (same key, another bag): the page reads the bag again, with a new key. */
  onConflict?: () => Promise<void>
}

/** The checkout: delivery address, payment and the summary with its promo code box and Place order. */
export function CheckoutForm({
  idempotencyKey,
  pricing,
  shippingNote,
  canCheckout,
  firstOrder,
  defaults,
  lines,
  guest = false,
  onConflict,
}: CheckoutFormProps) {
  const formLabel = useTexts(checkoutTexts).form
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const order = usePlaceOrder({ guest, onConflict })
  const promo = usePromoPreview()
  // A guest who asked this phone to remember her details finds them filled in.
  useEffect(() => {
    if (guest && formRef.current) fillFromDevice(formRef.current)
  }, [guest])
  const { failure, errors } = order
  // The form is this component's (formRef) and the submit hook's (the early press, takeEarlySubmit).
  const { ref: hookRef, ...formProps } = order.formProps
  const attachForm = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form
      hookRef(form)
    },
    [hookRef],
  )
  // The server's verdict on a code holds until the shopper changes the code.
  const refusedCode = failure && failure.code !== 'connection-lost' ? failure.values?.promoCode : undefined
  const serverPromoError =
    refusedCode !== promo.input
      ? undefined
      : failure?.code === 'promo-refused'
        ? failure.refusal
        : errors.promoCode && { ok: false as const, code: 'invalid-input' as const, fieldErrors: errors }

  return (
    <form
      {...formProps}
      ref={attachForm}
      aria-label={formLabel}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {/* The order's e-mails are written in the language the shopper checked out in. */}
      <input type="hidden" name="language" value={locale} />

      <div className="space-y-8">
        <AddressFields defaults={defaults} errors={errors} askEmail={guest} />
        <section className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-8">
          <PaymentOptions error={errors.paymentMethod} />
        </section>
      </div>

      <CheckoutSummary
        lines={lines}
        promo={<PromoCodeField promo={promo} serverError={serverPromoError} firstOrder={firstOrder} />}
        pricing={promo.preview.status === 'applied' ? promo.preview.pricing : pricing}
        shippingNote={shippingNote}
        failure={failure}
        placed={order.placed}
        pending={order.pending}
        canCheckout={canCheckout}
      />
    </form>
  )
}
