import { Suspense } from 'react'
import { AccountLoading, AccountView } from '@/components/account/account-view'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({
  title: 'My Account',
  description: 'Your Fatin account: details, wishlist and bag.',
  path: '/account',
  noindex: true,
})

/**
 * proxy.ts sends signed-out visitors to /signin?next=/account before this renders; the page still checks the
 * session itself (AccountView) and streams it in behind 'Loading account...'.
 */
export default function AccountPage() {
  return (
    <div className="from-brand-50 to-ivory bg-gradient-to-b">
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="font-display text-brand-900 mb-8 text-4xl sm:text-5xl">My Account</h1>
        <Suspense fallback={<AccountLoading />}>
          <AccountView />
        </Suspense>
      </div>
    </div>
  )
}
