import { Suspense } from 'react'
import { CheckoutContent, CheckoutSkeleton } from '@/components/checkout/checkout-content'
import { ShieldCheckIcon } from '@/components/ui/icons'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'Checkout',
  description: 'Delivery details, payment and your order summary.',
  path: '/checkout',
  noindex: true,
})

/**
 * The heading is in the prerendered shell; the form needs the session, the bag and a fresh idempotency key,
 * so it streams in behind a skeleton. proxy.ts sends signed-out visitors to /signin?next=/checkout first.
 */
export default function CheckoutPage() {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-3">
          <h1 className="font-display text-brand-900 text-4xl sm:text-5xl">Checkout</h1>
          <p className="text-ink/70 flex items-center gap-2 text-sm">
            <ShieldCheckIcon className="text-brand-700 size-5" />
            Cash on delivery across Pakistan
          </p>
        </div>
        <Suspense fallback={<CheckoutSkeleton />}>
          <CheckoutContent />
        </Suspense>
      </div>
    </div>
  )
}
