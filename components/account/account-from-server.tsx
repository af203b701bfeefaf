'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { PersonalReloadContext } from '@/components/personal/personal-reload'
import { usePersonalData } from '@/components/personal/use-personal-data'
import { StoreUnavailable } from '@/components/ui/store-unavailable'
import type { AccountPageData } from '@/lib/account/account-page-data'
import { AccountDetails, AccountLoading, SignedOutNotice } from './account-details'

/**
 * The account page's body. The page is a static shell (lib/routing/personal-shells.ts) behind the proxy's
 * session gate; the shopper's details, bag, wishlist and orders come from GET /api/account, which checks
 * the session afresh before it answers.
 */
export function AccountFromServer() {
  const locale = useLocale()
  const { state, reload } = usePersonalData<{ account: AccountPageData | null }>(
    `/api/account?lang=${locale}`,
  )
  if (state.status === 'loading') return <AccountLoading locale={locale} />
  if (state.status === 'failed') return <StoreUnavailable error={state.error} retry={() => void reload()} />
  if (!state.data.account) return <SignedOutNotice locale={locale} />
  return (
    <PersonalReloadContext value={reload}>
      <AccountDetails {...state.data.account} locale={locale} />
    </PersonalReloadContext>
  )
}
