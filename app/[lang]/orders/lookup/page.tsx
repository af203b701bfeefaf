import Link from '@/components/i18n/locale-link'
import { OrderLookupForm } from '@/components/orders/order-lookup-form'
import { signInPathFor } from '@/lib/auth/return-path'
import { orderListTexts } from '@/components/orders/order-list-texts'
import { getTexts } from '@/lib/i18n/server-locale'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    ...orderListTexts.en.lookup.page,
    ur: orderListTexts.ur.lookup.page,
    path: '/orders/lookup',
    noindex: true,
  })

/**
 * The guest order lookup: a static page, prerendered once per language and the same for every visitor. The
 * form is in the HTML and fills `?number=` (the confirmation links here with it) in once hydrated; the answers
 * come from a server action and stay private. The page's HTML is kept out of shared caches all the same
 * (lib/routing/personal-shells.ts).
 */
export default async function OrderLookupPage() {
  const texts = (await getTexts(orderListTexts)).lookup
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-lg px-4 py-8 sm:px-6 sm:py-14">
        <h1 className="font-display text-brand-900 text-4xl sm:text-5xl">{texts.heading}</h1>
        <p className="text-ink/75 mt-3">{texts.lead}</p>
        <div className="border-gold-300/50 mt-8 rounded-3xl border bg-white px-5 py-8 shadow-sm sm:px-8">
          <OrderLookupForm />
        </div>
        <p className="text-ink/75 mt-6 text-center text-sm">
          {texts.haveAccount}{' '}
          <Link
            href={signInPathFor('/account')}
            className="text-brand-700 font-semibold underline underline-offset-2"
          >
            {texts.signIn}
          </Link>
        </p>
      </div>
    </div>
  )
}
