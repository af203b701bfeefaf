'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { shopMessage } from '@/lib/i18n/shop-message-texts'
import { wishlistTexts } from './wishlist-texts'
import { useReloadPersonalData } from '@/components/personal/personal-reload'

import { useState, useTransition } from 'react'
import { toast } from '@/components/ui/toast'
import type { PurchaseProduct } from '@/components/product/purchase-product'
import { LazyQuickViewDialog } from '@/components/product/lazy-quick-view-dialog'
import { setSavedInWishlist, setShopperCounts } from '@/lib/shopper/browser-store'
import { moveWishlistItemToCart, toggleWishlist } from '@/lib/wishlist/actions'
import { whenConnected } from '@/components/offline/needs-connection'

/**
 * 'Move to Bag' and 'Remove' for a saved product. A product with one colour and size moves at once; one with
 * a choice to make opens Quick View to ask it. After either, refused or not, the page reads the wishlist again
 * and the header badges take the counts the action answered with. Offline, it says so and changes nothing.
 */
export function WishlistItemActions({ product, inStock }: { product: PurchaseProduct; inStock: boolean }) {
  const locale = useLocale()
  const texts = wishlistTexts[locale]
  const [pending, startTransition] = useTransition()
  const [choosing, setChoosing] = useState(false)
  // The wishlist page's data (GET /api/wishlist): asked again after each change, inside the same transition.
  const reload = useReloadPersonalData()

  function moveToBag() {
    if (product.needsOptions) {
      setChoosing(true)
      return
    }
    startTransition(async () => {
      const result = await whenConnected(locale, 'addToBag', () => moveWishlistItemToCart(product.id))
      if (!result) return
      if (!result.ok) {
        toast.error(shopMessage(locale, result, product.name))
        // A refusal may be news to the page (the product just sold out): show what the server holds now.
        await reload()
        return
      }
      setSavedInWishlist(product.id, false)
      setShopperCounts(result.counts)
      toast.success(shopMessage(locale, result.message, product.name))
      await reload()
    })
  }

  function remove() {
    startTransition(async () => {
      const result = await whenConnected(locale, 'wishlist', () => toggleWishlist(product.id))
      if (!result) return
      if (!result.ok) {
        toast.error(shopMessage(locale, result, product.name))
        // A refusal may be news to the page (the product just sold out): show what the server holds now.
        await reload()
        return
      }
      setSavedInWishlist(product.id, result.inWishlist)
      setShopperCounts(result.counts)
      toast.success(shopMessage(locale, result.message, product.name))
      await reload()
    })
  }

  return (
    <>
      <button
        type="button"
        onClick={moveToBag}
        disabled={!inStock || pending}
        aria-label={texts.moveItem(product.name)}
        aria-haspopup={product.needsOptions ? 'dialog' : undefined}
        className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 inline-flex min-h-11 items-center justify-center rounded-full px-4 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-45"
      >
        {texts.moveToBag}
      </button>
      <button
        type="button"
        onClick={remove}
        disabled={pending}
        aria-label={texts.removeItem(product.name)}
        className="border-brand-200 text-ink/80 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 items-center justify-center rounded-full border px-4 text-sm font-medium transition focus-visible:outline-2 disabled:opacity-50"
      >
        {texts.remove}
      </button>
      {choosing ? (
        <LazyQuickViewDialog
          product={product}
          mode="move"
          onClose={() => {
            setChoosing(false)
            // Moved, or closed without a choice: either way the page shows what the server now holds.
            void reload()
          }}
        />
      ) : null}
    </>
  )
}
