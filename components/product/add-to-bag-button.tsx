'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { shopMessage } from '@/lib/i18n/shop-message-texts'
import { productTexts } from './product-texts'

import { useTransition } from 'react'
import { toast } from '@/components/ui/toast'
import { setShopperCounts } from '@/lib/shopper/browser-store'
import { addToCart } from '@/lib/cart/actions'
import { keepBagForOffline } from '@/components/offline/keep-bag-for-offline'
import { whenConnected } from '@/components/offline/needs-connection'
import type { PurchaseProduct } from './purchase-product'

type AddToBagButtonProps = {
  product: Pick<PurchaseProduct, 'id' | 'name' | 'needsOptions'>
  describedBy: string
  /** Called instead of adding when the product needs a colour or size choice (opens Quick View). */
  onNeedsOptions: () => void
}

/** The card's 'Add to Bag': adds one at once when there is nothing to choose, otherwise asks in Quick View. */
export function AddToBagButton({ product, describedBy, onNeedsOptions }: AddToBagButtonProps) {
  const [pending, startTransition] = useTransition()
  const locale = useLocale()
  const texts = productTexts[locale]

  function add() {
    if (product.needsOptions) {
      onNeedsOptions()
      return
    }
    startTransition(async () => {
      const result = await whenConnected(locale, 'addToBag', () => addToCart(product.id, null, null, 1))
      if (!result) return
      if (!result.ok) {
        toast.error(shopMessage(locale, result))
        return
      }
      setShopperCounts(result.counts)
      void keepBagForOffline(locale)
      toast.success(shopMessage(locale, result.message, product.name))
    })
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={pending}
      aria-busy={pending}
      aria-describedby={describedBy}
      aria-haspopup={product.needsOptions ? 'dialog' : undefined}
      className="card-action bg-brand-700 hover:bg-brand-800 text-white disabled:opacity-70"
    >
      {texts.addToBag}
    </button>
  )
}
