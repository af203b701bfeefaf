'use client'

import { rememberOnDevice } from './device-address'
import { useRouter } from 'next/navigation'
import { useLocalePath } from '@/components/i18n/locale-context'
import { useRef } from 'react'
import { requestShopper } from '@/lib/shopper/browser-store'
import { type ConnectionLost, useFormSubmit } from '@/components/ui/use-form-submit'
import { AddressSchema } from '@/lib/checkout/address-schema'
import { GuestDetailsSchema } from '@/lib/checkout/checkout-schema'
import { placeOrder, type PlaceOrderResult } from '@/lib/orders/actions'

export type CheckoutResult = PlaceOrderResult | ConnectionLost

/**
 * Places the order from the checkout form: the address (and a guest's e-mail) is checked in the browser with
 * the schema the server applies, then the server action places the order (idempotency key included) and the confirmation opens.
 * A refusal comes back as a typed failure (`code`); the form words it in the page's language.
 */
export function usePlaceOrder({
  guest = false,
  onConflict,
}: {
  guest?: boolean
  /** Called (and awaited, so the refusal and the fresh bag show together) when the key was refused. */
  onConflict?: () => Promise<void>
} = {}) {
  const router = useRouter()
  const toLocale = useLocalePath()
  const placedOrderId = useRef<string | null>(null)
  const { formProps, pending, result, failure, errors } = useFormSubmit({
    // A guest's details include the e-mail (the same two schemas placeOrder applies).
    schema: guest ? GuestDetailsSchema : AddressSchema,
    submit: async (_address, formData): Promise<CheckoutResult> => {
      // A second tap queued behind the first needs no round trip once the order exists. (Were it sent, the
      // server would answer with the same order: the idempotency key is the same.)
      if (placedOrderId.current) return { ok: true, orderId: placedOrderId.current }
      const placed = await placeOrder(formData)
      // Navigating inside the action's transition means the bag, now empty, never flashes on screen.
      if (placed.ok) {
        placedOrderId.current = placed.orderId
        if (guest) rememberOnDevice(formData)
        // The bag is empty now: the header's badge reads the shopper's figures again.
        requestShopper({ force: true })
        router.push(toLocale(`/orders/${placed.orderId}`))
      } else if (placed.code === 'conflict') {
        // This key already placed an order from another bag, code or address: the shopper reviews the bag as
        // it is now and orders again with a new key.
        await onConflict?.()
      }
      return placed
    },
    // The request or its answer was lost. The order may or may not exist; pressing the button again sends the
    // same idempotency key, so it either places the order or returns the one already placed.
    onThrow: (): ConnectionLost => ({ ok: false, code: 'connection-lost' }),
  })
  return { formProps, pending, placed: result?.ok === true, failure, errors }
}
