import type { Locale } from '@/lib/i18n/locales'
import { confirmTexts } from './confirm-texts'

/** "Order number: FT-…" on the confirmation pages; the number stays left to right in Urdu. No hooks: used by both server and client parts. */
export function OrderNumberLine({ orderNumber, locale }: { orderNumber: string; locale: Locale }) {
  return (
    <p className="text-ink/80">
      {confirmTexts[locale].number}:{' '}
      <span dir="ltr" className="text-ink font-semibold">
        {orderNumber}
      </span>
    </p>
  )
}
