import type { Metadata } from 'next'
import { Suspense } from 'react'
import { OrderConfirmation, OrderConfirmationSkeleton } from '@/components/orders/order-confirmation'

export const metadata: Metadata = {
  title: 'Your order',
  description: 'The confirmation and details of your Fatin order.',
  robots: { index: false, follow: false },
}

/**
 * An order's confirmation, for its owner only (proxy.ts sends signed-out visitors to sign in). Order ids are
 * not known at build time, so `params` is read inside <Suspense> and the whole body streams per request.
 */
export default function OrderPage({ params }: PageProps<'/orders/[id]'>) {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
        <Suspense fallback={<OrderConfirmationSkeleton />}>
          <OrderConfirmation params={params} />
        </Suspense>
      </div>
    </div>
  )
}
