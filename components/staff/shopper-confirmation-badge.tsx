import type { ShopperConfirmation } from '@/lib/orders/confirmation/shopper-confirmation'

/**
 * Where an order stands in the cash-on-delivery confirmation loop, in words (never colour alone): "Confirmed
 * by shopper", "Awaiting the shopper", and for one still waiting after the link's 24 hours a second badge,
 * "Unconfirmed > 24 h", so staff phone her before anything else. Nothing when neither applies.
 */
export function ShopperConfirmationBadge({ confirmation }: { confirmation: ShopperConfirmation }) {
  if (confirmation.state === 'none') return null
  if (confirmation.state === 'confirmed') {
    return (
      <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-emerald-950">
        Confirmed by shopper
      </span>
    )
  }
  return (
    <>
      <span className="bg-gold-100 text-ink rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap">
        Awaiting the shopper
      </span>
      {confirmation.overdue && (
        <span className="rounded-full border border-red-700 bg-red-50 px-2.5 py-1 text-xs font-bold whitespace-nowrap text-red-900">
          <span aria-hidden="true">⚠ </span>Unconfirmed &gt; 24 h
        </span>
      )}
    </>
  )
}
