'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { orderTexts } from '@/components/orders/order-texts'
import { StoreUnavailable } from '@/components/ui/store-unavailable'

/**
 * The order could not be read (Firestore or Auth down). The page's heading comes from the order itself, so
 * this one names the page instead, in the page's language.
 */
export default function OrderError({ error, retry }: { error: unknown; retry: () => void }) {
  const texts = useTexts(orderTexts)
  return (
    <>
      <h1 className="font-display text-brand-900 mb-8 text-center text-4xl sm:text-5xl">
        {texts.page.title}
      </h1>
      <StoreUnavailable error={error} retry={retry} />
    </>
  )
}
