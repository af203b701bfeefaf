'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  startTransition,
  useActionState,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from 'react'
import { toast } from '@/components/ui/toast'
import { TextField } from '@/components/auth/form-fields'
import { PricingBreakdown, type PricingFigures } from '@/components/orders/pricing-breakdown'
import { previewPromoCode } from '@/lib/checkout/actions'
import { AddressSchema, MOBILE_HINT, PROVINCES } from '@/lib/checkout/address-schema'
import { requestShopper } from '@/components/shopper/shopper-store'
import { placeOrderAction, type PlaceOrderResult } from '@/lib/orders/actions'
import { normalizePromoCode, promoCodes } from '@/lib/promo/promo-codes'
import { PaymentOptions } from './payment-options'

export type CheckoutDefaults = { fullName: string; mobile: string }

type CheckoutFormProps = {
  /** Rendered once per page render by the server, so a double click or a retry submits the same key. */
  idempotencyKey: string
  /** The bag's pricing without a code, from the server. */
  pricing: PricingFigures
  shippingNote: string
  /** False when a line has a stock problem: the shopper fixes the bag first. */
  canCheckout: boolean
  /** Whether this would be the shopper's first order (the promo codes are first-order offers). */
  firstOrder: boolean
  defaults: CheckoutDefaults
  /** The bag's lines, rendered on the server. */
  lines: ReactNode
}

type PromoState =
  | { status: 'idle' }
  | { status: 'applied'; code: string; pricing: PricingFigures }
  | { status: 'refused'; code: string; message: string }

type FieldErrors = Record<string, string>

export const CONNECTION_ERROR =
  'We could not reach the shop. Check your connection and press Place order again: it will not order twice.'

const ADDRESS_FIELDS = ['fullName', 'mobile', 'address', 'city', 'province', 'postalCode'] as const

const selectClass =
  'block min-h-11 w-full rounded-xl border border-brand-200 bg-white px-4 py-2.5 text-base text-ink shadow-sm transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600'

function typedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, String(formData.get(name) ?? '')]))
}

export function CheckoutForm({
  idempotencyKey,
  pricing,
  shippingNote,
  canCheckout,
  firstOrder,
  defaults,
  lines,
}: CheckoutFormProps) {
  const router = useRouter()
  const placedOrderId = useRef<string | null>(null)
  const [state, formAction, pending] = useActionState(
    async (previous: PlaceOrderResult | null, formData: FormData): Promise<PlaceOrderResult> => {
      // A second tap queued behind the first needs no round trip once the order exists. (Were it sent, the
      // server would answer with the same order: the idempotency key is the same.)
      if (placedOrderId.current) return { ok: true, orderId: placedOrderId.current }
      let result: PlaceOrderResult
      try {
        result = await placeOrderAction(previous, formData)
      } catch {
        // The request or its answer was lost. The order may or may not exist; pressing the button again
        // sends the same idempotency key, so it either places the order or returns the one already placed.
        return { ok: false, error: CONNECTION_ERROR }
      }
      // Navigating inside the action's transition means the bag, now empty, never flashes on screen.
      if (result.ok) {
        placedOrderId.current = result.orderId
        // The bag is empty now: the header's badge reads the shopper's figures again.
        requestShopper({ force: true })
        router.push(`/orders/${result.orderId}`)
      }
      return result
    },
    null,
  )
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
  const [promoInput, setPromoInput] = useState('')
  const [promo, setPromo] = useState<PromoState>({ status: 'idle' })
  const [checkingPromo, startPromoCheck] = useTransition()
  const latestPromoInput = useRef(promoInput)
  const provinceId = useId()
  const promoId = useId()

  const failure = state && !state.ok ? state : null
  const errors: FieldErrors = clientErrors ?? failure?.fieldErrors ?? {}

  useEffect(() => {
    if (failure) toast.error(failure.error)
  }, [failure])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    // Dispatched by hand rather than through <form action>: React resets a form after its action, and a
    // shopper whose order was refused must find what they typed still there.
    event.preventDefault()
    const form = event.currentTarget
    const formData = new FormData(form)
    const parsed = AddressSchema.safeParse(typedValues(formData))
    if (parsed.success) {
      setClientErrors(null)
      startTransition(() => formAction(formData))
      return
    }
    // The same schema the server applies: catch mistakes before a round trip.
    const found: FieldErrors = {}
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'form')
      found[name] ??= issue.message
    }
    setClientErrors(found)
    const first = ADDRESS_FIELDS.find((name) => found[name])
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
    toast.error(parsed.error.issues[0]?.message ?? 'Please check your delivery details.')
  }

  function changePromo(value: string) {
    setPromoInput(value)
    latestPromoInput.current = value
    // A preview belongs to the code it was made for.
    if (promo.status !== 'idle') setPromo({ status: 'idle' })
  }

  function applyPromo() {
    const code = promoInput
    if (normalizePromoCode(code) === '') {
      setPromo({ status: 'refused', code, message: 'Please enter a promo code.' })
      return
    }
    startPromoCheck(async () => {
      const result = await previewPromoCode(code)
      if (latestPromoInput.current !== code) return
      if (result.ok) {
        const { subtotal, discount, shipping, total, appliedCode } = result
        setPromo({
          status: 'applied',
          code,
          pricing: { subtotal, discount, shipping, total, promoCode: appliedCode },
        })
      } else {
        setPromo({ status: 'refused', code, message: result.fieldErrors?.promoCode ?? result.error })
      }
    })
  }

  function handlePromoKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the code field applies the code; it must not place the order.
    if (event.key === 'Enter') {
      event.preventDefault()
      applyPromo()
    }
  }

  function removePromo() {
    changePromo('')
  }

  const shownPricing = promo.status === 'applied' ? promo.pricing : pricing
  const appliedPromo =
    promo.status === 'applied' ? promoCodes.find((code) => code.code === promo.pricing.promoCode) : undefined
  // The server's verdict on a code holds until the shopper changes the code.
  const serverPromoError = failure?.values?.promoCode === promoInput ? errors.promoCode : undefined
  const promoError = promo.status === 'refused' ? promo.message : serverPromoError
  const placed = state?.ok === true

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label="Checkout"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />

      <div className="space-y-8">
        <section
          aria-labelledby="delivery-heading"
          className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="delivery-heading" className="font-display text-brand-900 text-xl">
            Delivery address
          </h2>
          <p className="text-ink/65 mt-1 text-sm">We deliver across Pakistan.</p>
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField
              name="fullName"
              label="Full name"
              autoComplete="name"
              required
              maxLength={80}
              defaultValue={defaults.fullName}
              error={errors.fullName}
              className="sm:col-span-2"
            />
            <TextField
              name="mobile"
              label="Mobile number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              placeholder="03XX XXXXXXX"
              hint={MOBILE_HINT}
              defaultValue={defaults.mobile}
              error={errors.mobile}
              className="sm:col-span-2"
            />
            <TextField
              name="address"
              label="Address"
              autoComplete="street-address"
              required
              maxLength={200}
              placeholder="House, street, area"
              error={errors.address}
              className="sm:col-span-2"
            />
            <TextField
              name="city"
              label="City"
              autoComplete="address-level2"
              required
              maxLength={60}
              error={errors.city}
            />
            <div>
              <label htmlFor={provinceId} className="text-ink mb-1.5 block text-sm font-medium">
                Province
              </label>
              <select
                id={provinceId}
                name="province"
                required
                autoComplete="address-level1"
                defaultValue=""
                aria-invalid={errors.province ? true : undefined}
                aria-describedby={errors.province ? `${provinceId}-error` : undefined}
                className={selectClass}
              >
                <option value="" disabled>
                  Choose a province
                </option>
                {PROVINCES.map((province) => (
                  <option key={province} value={province}>
                    {province}
                  </option>
                ))}
              </select>
              {errors.province && (
                <p id={`${provinceId}-error`} className="mt-1 text-sm text-red-700">
                  {errors.province}
                </p>
              )}
            </div>
            <TextField
              name="postalCode"
              label="Postal code (optional)"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              error={errors.postalCode}
            />
          </div>
        </section>

        <section className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-8">
          <PaymentOptions error={errors.paymentMethod} />
        </section>
      </div>

      <section
        aria-labelledby="summary-heading"
        className="border-gold-300/50 rounded-3xl border bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
      >
        <h2 id="summary-heading" className="font-display text-brand-900 text-xl">
          Order summary
        </h2>
        <div className="mt-4">{lines}</div>

        <div className="border-brand-100 mt-5 border-t pt-5">
          <label htmlFor={promoId} className="text-ink mb-1.5 block text-sm font-medium">
            Promo code
          </label>
          <div className="flex gap-2">
            <input
              id={promoId}
              name="promoCode"
              value={promoInput}
              onChange={(event) => changePromo(event.target.value)}
              onKeyDown={handlePromoKey}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              aria-invalid={promoError ? true : undefined}
              aria-describedby={`${promoId}-status`}
              className="border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full min-w-0 rounded-xl border bg-white px-4 py-2.5 text-base uppercase shadow-sm placeholder:normal-case focus:ring-2 focus:outline-none aria-[invalid=true]:border-red-600"
              placeholder={firstOrder ? 'e.g. FATIN15' : 'Enter a code'}
            />
            <button
              type="button"
              onClick={applyPromo}
              disabled={checkingPromo}
              aria-busy={checkingPromo || undefined}
              className="border-brand-700 text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 shrink-0 items-center rounded-full border px-5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-wait disabled:opacity-60"
            >
              {checkingPromo ? 'Checking…' : 'Apply'}
            </button>
          </div>
          <div id={`${promoId}-status`} aria-live="polite" className="mt-1.5 text-sm">
            {promo.status === 'applied' && (
              <p className="flex flex-wrap items-center gap-x-2 text-emerald-700">
                <span>
                  {promo.pricing.promoCode} applied
                  {appliedPromo ? `: ${appliedPromo.label}.` : '.'}
                </span>
                <button
                  type="button"
                  onClick={removePromo}
                  className="text-brand-700 min-h-11 font-semibold underline underline-offset-2"
                >
                  Remove
                </button>
              </p>
            )}
            {promoError && <p className="text-red-700">{promoError}</p>}
            {promo.status === 'idle' && !promoError && firstOrder && (
              <p className="text-ink/60 text-xs">
                First order? Use {promoCodes.map((code) => code.code).join(' or ')}: one code per order.
              </p>
            )}
          </div>
        </div>

        <div className="border-brand-100 mt-5 border-t pt-5" aria-live="polite">
          <PricingBreakdown pricing={shownPricing} shippingNote={shippingNote} />
        </div>

        {failure && (
          <div
            role="alert"
            className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {failure.error}
            {(failure.code === 'out-of-stock' || failure.code === 'conflict') && (
              <>
                {' '}
                <Link href="/cart" className="font-semibold underline underline-offset-2">
                  Review your bag
                </Link>
              </>
            )}
          </div>
        )}
        {placed && (
          <p role="status" className="mt-5 text-sm font-medium text-emerald-700">
            Order placed! Opening your confirmation…
          </p>
        )}

        <button
          type="submit"
          disabled={pending || placed || !canCheckout}
          aria-busy={pending || undefined}
          className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold tracking-wide text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? 'Placing your order…' : 'Place order'}
        </button>
        <p className="text-ink/60 mt-3 text-center text-xs">
          You pay the courier in cash when your order arrives.
        </p>
      </section>
    </form>
  )
}
