import { useTexts } from '@/components/i18n/locale-context'
import { checkoutTexts } from './checkout-texts'

/**
 * The checkout's place while its personal part loads (components/checkout/checkout-body.tsx): part of the
 * prerendered page, so it reads nothing of the request; its words come from the page's language.
 */
export function CheckoutSkeleton() {
  const texts = useTexts(checkoutTexts)
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <p role="status" className="sr-only">
        {texts.loading}
      </p>
      <div className="space-y-8">
        <div className="bg-brand-50 h-96 animate-pulse rounded-3xl" />
        <div className="bg-brand-50 h-64 animate-pulse rounded-3xl" />
      </div>
      <div className="bg-brand-50 h-[28rem] animate-pulse rounded-3xl" />
    </div>
  )
}
