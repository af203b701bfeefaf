'use client'

import { StoreUnavailable } from '@/components/ui/store-unavailable'

/**
 * Firestore or Auth could not answer: a retry message inside the back office's shell, in staff words (the
 * shopper's "Your bag is safe" means nothing here). The back office is in English.
 */
export default function StaffError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <StoreUnavailable
      error={error}
      retry={retry}
      message="This page could not be loaded: the shop's database did not answer in time. Nothing was changed. Try again in a moment."
    />
  )
}
