'use client'

import { useEffect, useOptimistic, useState, useSyncExternalStore, useTransition } from 'react'
import { toast } from 'sonner'
import { HeartIcon } from '@/components/ui/icons'
import { toggleWishlist } from '@/lib/wishlist/actions'
import {
  isSaved,
  requestWishlistSync,
  serverWishlistSnapshot,
  setSavedInWishlist,
  subscribeToWishlist,
  wishlistSnapshot,
} from './wishlist-sync'

type FavoriteHeartProps = {
  productId: number
  className?: string
  /** Whether it is saved, when the server could tell (the product page); otherwise it asks after mounting. */
  initialSaved?: boolean
  size?: 'md' | 'lg'
}

/**
 * The favourite toggle on cards and the product page. It answers at once (optimistic aria-pressed), saves
 * through toggleWishlist (guest cookie or the account's wishlist; the header badge refreshes with the same
 * response), and springs back with a toast if saving fails.
 */
export function FavoriteHeart({ productId, className = '', initialSaved, size = 'md' }: FavoriteHeartProps) {
  const current = useSyncExternalStore(subscribeToWishlist, wishlistSnapshot, serverWishlistSnapshot)
  const [mountedAtVersion] = useState(() => wishlistSnapshot().version)
  const saved = isSaved(current, productId, initialSaved, mountedAtVersion)
  const [shown, setShown] = useOptimistic(saved)
  const [, startTransition] = useTransition()

  useEffect(() => {
    requestWishlistSync()
  }, [])

  function toggle() {
    startTransition(async () => {
      setShown(!shown)
      const result = await toggleWishlist(productId)
      if (!result.ok) {
        toast.error(result.error)
        return
      }
      setSavedInWishlist(productId, result.inWishlist)
      toast.success(result.message)
    })
  }

  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={shown ? 'Remove from favorites' : 'Add to favorites'}
      data-product-id={productId}
      onClick={toggle}
      className={`text-brand-800 hover:text-brand-600 focus-visible:outline-brand-600 inline-flex shrink-0 items-center justify-center rounded-full bg-white/90 shadow-sm backdrop-blur transition hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 ${size === 'lg' ? 'border-brand-200 size-12 border' : 'size-11'} ${className}`}
    >
      <HeartIcon
        className={`size-5 transition ${shown ? 'fill-brand-600 text-brand-600' : 'fill-transparent'}`}
      />
    </button>
  )
}
