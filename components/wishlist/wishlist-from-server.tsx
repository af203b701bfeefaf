'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { PersonalReloadContext } from '@/components/personal/personal-reload'
import { usePersonalData } from '@/components/personal/use-personal-data'
import { StoreUnavailable } from '@/components/ui/store-unavailable'
import type { WishlistViewItem } from '@/lib/wishlist/wishlist-view'
import { WishlistList, WishlistListSkeleton } from './wishlist-list'

/**
 * The wishlist page's body. The page is a static shell (lib/routing/personal-shells.ts); the saved products
 * and their live stock come from GET /api/wishlist, asked again after every change made here.
 */
export function WishlistFromServer() {
  const locale = useLocale()
  const { state, reload } = usePersonalData<WishlistViewItem[]>(`/api/wishlist?lang=${locale}`)
  if (state.status === 'loading') return <WishlistListSkeleton locale={locale} />
  if (state.status === 'failed') return <StoreUnavailable error={state.error} retry={() => void reload()} />
  return (
    <PersonalReloadContext value={reload}>
      <WishlistList items={state.data} locale={locale} />
    </PersonalReloadContext>
  )
}
