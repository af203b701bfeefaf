'use client'

import { useState } from 'react'
import type { PersonalData } from '@/components/personal/use-personal-data'
import type { CheckoutView } from '@/lib/checkout/checkout-view-types'

/**
 * The idempotency key the checkout form sends: one per attempt at an order, not one per read of the bag.
 *
 * Each answer of GET /api/checkout carries a fresh key, but the page reads the bag again without the shopper
 * starting anew: a page restored from the back/forward cache asks again. Had Place order been pressed before
 * the shopper left, and its answer been lost, that order may exist; pressing again must send the same key, so
 * the server returns that order rather than placing a second one. So the first answer's key stays until
 * the server refuses it (`conflict`: it placed an order from another bag, code or address); the next answer's
 * key is then adopted for the new attempt.
 */
export function useAttemptKey(state: PersonalData<CheckoutView>) {
  const [attempt, setAttempt] = useState<{ key: string; from: CheckoutView } | null>(null)
  const [renewing, setRenewing] = useState(false)
  const shown = state.status === 'ready' ? state.data : null
  // Adjusted while rendering (React's pattern for state that follows props): no render with the old key.
  if (shown && (attempt === null || (renewing && shown !== attempt.from))) {
    setAttempt({ key: shown.idempotencyKey, from: shown })
    setRenewing(false)
  }
  return {
    key: attempt?.key ?? shown?.idempotencyKey ?? null,
    /** The key was refused: take the one in the next answer. */
    renew: () => setRenewing(true),
  }
}
