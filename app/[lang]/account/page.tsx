import { Suspense } from 'react'
import { AccountLoading, AccountView } from '@/components/account/account-view'
import { accountTexts } from '@/components/account/account-texts'
import { currentLocale } from '@/lib/i18n/server-locale'
import { pageMetadata } from '@/lib/seo'

export const generateMetadata = () =>
  pageMetadata({
    title: accountTexts.en.page.title,
    description: accountTexts.en.page.description,
    ur: accountTexts.ur.page,
    path: '/account',
    noindex: true,
  })

/**
 * proxy.ts sends signed-out visitors to /signin?next=/account before this renders; the page still checks the
 * session itself (AccountView) and streams it in behind 'Loading account...', under the heading in
 * app/[lang]/account/layout.tsx.
 */
export default async function AccountPage() {
  return (
    <Suspense fallback={<AccountLoading locale={await currentLocale()} />}>
      <AccountView />
    </Suspense>
  )
}
