'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { shopMessage } from '@/lib/i18n/shop-message-texts'
import { productTexts } from './product-texts'

import { useOptimistic, useTransition } from 'react'
import { toast } from '@/components/ui/toast'
import { setSavedInWishlist, setShopperCounts } from '@/lib/shopper/browser-store'
import { useShopper } from '@/components/shopper/use-shopper'
import { HeartIcon } from '@/components/ui/icons'
import { toggleWishlist } from '@/lib/wishlist/actions'
import { whenConnected } from '@/components/offline/needs-connection'

type FavoriteHeartProps = {
  productId: number
  /** The name the page shows, for the toast (the action's message names it as the catalogue does). */
  productName?: string
  className?: string
  size?: 'md' | 'lg'
}

/**
 * The favourite toggle on cards and the product page. The page is static, so whether the product is saved
 * comes from the shopper store after load; until then the heart is drawn faint (neutral, not "unsaved").
 * A click answers at once (optimistic aria-pressed), saves through toggleWishlist (guest cookie or the
 * account's wishlist), updates every heart and the header badge from the answer, and springs back with a
 * toast if saving fails or the phone is offline.
 */
export function FavoriteHeart({ productId, productName, className = '', size = 'md' }: FavoriteHeartProps) {
  const { wishlist } = useShopper()
  const known = wishlist !== null
  const saved = wishlist?.has(productId) ?? false
  const [shown, setShown] = useOptimistic(saved)
  const locale = useLocale()
  const texts = productTexts[locale]
  const [, startTransition] = useTransition()

  function toggle() {
    startTransition(async () => {
      setShown(!shown)
      const result = await whenConnected(locale, 'wishlist', () => toggleWishlist(productId))
      // Offline: it said so, and the heart springs back as the transition ends.
      if (!result) return
      if (!result.ok) {
        toast.error(shopMessage(locale, result))
        return
      }
      setSavedInWishlist(productId, result.inWishlist)
      setShopperCounts(result.counts)
      toast.success(shopMessage(locale, result.message, productName))
    })
  }

  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={shown ? texts.removeFavorite : texts.addFavorite}
      data-product-id={productId}
      data-known={known}
      onClick={toggle}
      className={`heart-button ${size === 'lg' ? 'border-brand-200 size-12 border' : 'size-11'} ${className}`}
    >
      <HeartIcon
        className={`size-5 transition ${shown ? 'fill-brand-600 text-brand-600' : 'fill-transparent'} ${known || shown ? '' : 'opacity-40'}`}
      />
    </button>
  )
}
