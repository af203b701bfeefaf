'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { usePersonalData } from '@/components/personal/use-personal-data'
import { StoreUnavailable } from '@/components/ui/store-unavailable'
import type { CheckoutView } from '@/lib/checkout/checkout-view-types'
import { CheckoutContent } from './checkout-content'
import { CheckoutSkeleton } from './checkout-skeleton'
import { useAttemptKey } from './use-attempt-key'

/**
 * The checkout's personal part, filled in by the browser: the page around it is prerendered, the same HTML
 * for everyone, and this reads the shopper's bag, defaults and idempotency key from GET /api/checkout once
 * it is in the browser (docs/performance.md, "What a personal page costs").
 *
 * A page restored from the back/forward cache reads the bag again, but keeps what is shown if that read
 * fails, and keeps the key of the attempt under way (use-attempt-key.ts): the form, as the shopper filled
 * it in, stays.
 */
export function CheckoutBody() {
  const locale = useLocale()
  const { state, reload } = usePersonalData<CheckoutView>(`/api/checkout?lang=${locale}`, {
    onRestore: 'reload-keeping-shown',
  })
  const attempt = useAttemptKey(state)

  if (state.status === 'failed') return <StoreUnavailable error={state.error} retry={reload} />
  if (state.status === 'loading' || attempt.key === null) return <CheckoutSkeleton />
  return (
    <CheckoutContent
      view={state.data}
      idempotencyKey={attempt.key}
      onConflict={async () => {
        attempt.renew()
        await reload()
      }}
    />
  )
}
