import { NeedsScriptNote } from '@/components/personal/needs-script-note'
import { AccountFromServer } from '@/components/account/account-from-server'
import { accountTexts } from '@/components/account/account-texts'
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
 * A static shell, the same for everyone (lib/routing/personal-shells.ts): proxy.ts sends signed-out visitors
 * to /signin?next=/account first, and the browser fills in the account from GET /api/account under the
 * heading in app/[lang]/account/layout.tsx.
 */
export default function AccountPage() {
  return (
    <>
      <NeedsScriptNote />
      <AccountFromServer />
    </>
  )
}
