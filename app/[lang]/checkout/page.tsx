import { Suspense } from 'react'
import { CheckoutContent, CheckoutSkeleton } from '@/components/checkout/checkout-content'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'Checkout',
    description: 'Delivery details, payment and your order summary.',
    path: '/checkout',
    noindex: true,
  })

/**
 * The heading is in the prerendered shell (app/checkout/layout.tsx); the form needs the session, the bag and a
 * fresh idempotency key, so it streams in behind a skeleton. Guests check out too.
 */
export default function CheckoutPage() {
  return (
    <Suspense fallback={<CheckoutSkeleton />}>
      <CheckoutContent />
    </Suspense>
  )
}
