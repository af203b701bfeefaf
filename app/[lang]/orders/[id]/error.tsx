'use client'

import { StoreUnavailable } from '@/components/ui/store-unavailable'

/**
 * The order could not be read (Firestore or Auth down). The page's heading comes from the order itself, so
 * this one names the page instead.
 */
export default function OrderError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <>
      <h1 className="font-display text-brand-900 mb-8 text-center text-4xl sm:text-5xl">Your order</h1>
      <StoreUnavailable error={error} retry={retry} />
    </>
  )
}
