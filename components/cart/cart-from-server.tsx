'use client'

import { useEffect } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { rememberBag } from '@/lib/offline/last-bag'
import { PersonalReloadContext } from '@/components/personal/personal-reload'
import { usePersonalData } from '@/components/personal/use-personal-data'
import { StoreUnavailable } from '@/components/ui/store-unavailable'
import type { CartView } from '@/lib/cart/cart-view-model'
import { CartList, CartListSkeleton } from './cart-list'

/**
 * The bag page's body. The page is a static shell (lib/routing/personal-shells.ts); the shopper's lines,
 * live stock and totals come from GET /api/cart, asked again after every change made here.
 */
export function CartFromServer() {
  const locale = useLocale()
  const { state, reload } = usePersonalData<CartView>(`/api/cart?lang=${locale}`)
  const shown = state.status === 'ready' ? state.data : null
  // Kept for the offline bag page (lib/offline/last-bag.ts): the last bag this browser was shown.
  useEffect(() => {
    if (shown) rememberBag(shown)
  }, [shown])
  if (state.status === 'loading') return <CartListSkeleton locale={locale} />
  if (state.status === 'failed') return <StoreUnavailable error={state.error} retry={() => void reload()} />
  return (
    <PersonalReloadContext value={reload}>
      <CartList cart={state.data} locale={locale} />
    </PersonalReloadContext>
  )
}
