import { ConfirmOutcome } from '@/components/orders/confirm/confirm-outcome'
import { currentLocale } from '@/lib/i18n/server-locale'

/** "This link is not valid", in the page's language, with the order lookup and the shop's contact. */
export default async function ConfirmLinkNotValid() {
  const locale = await currentLocale()
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
        <ConfirmOutcome answer={{ code: 'confirm-invalid' }} orderNumber={null} locale={locale} />
      </div>
    </div>
  )
}
