import { Suspense } from 'react'
import { CheckoutContent, CheckoutSkeleton } from '@/components/checkout/checkout-content'
import { pageMetadata } from '@/lib/seo'
import { checkoutTexts } from '@/components/checkout/checkout-texts'

export const generateMetadata = () =>
  pageMetadata({
    title: checkoutTexts.en.title,
    description: checkoutTexts.en.description,
    ur: { title: checkoutTexts.ur.title, description: checkoutTexts.ur.description },
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
