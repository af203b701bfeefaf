import { Suspense } from 'react'
import { AccountLoading, AccountView } from '@/components/account/account-view'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: 'My Account',
    description: 'Your Fatin account: details, wishlist and bag.',
    path: '/account',
    noindex: true,
  })

/**
 * proxy.ts sends signed-out visitors to /signin?next=/account before this renders; the page still checks the
 * session itself (AccountView) and streams it in behind 'Loading account...', under the heading in
 * app/account/layout.tsx.
 */
export default function AccountPage() {
  return (
    <Suspense fallback={<AccountLoading />}>
      <AccountView />
    </Suspense>
  )
}
