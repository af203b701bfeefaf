'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { productTexts } from './product-texts'

import { useEffect, useState } from 'react'
import { AddToBagButton } from './add-to-bag-button'
import { LazyQuickViewDialog, preloadQuickView } from './lazy-quick-view-dialog'
import type { PurchaseProduct } from './purchase-product'

/** The card's 'Quick View' and 'Add to Bag', sharing the one dialog ('Add to Bag' opens it to ask options). */
export function CardQuickActions({
  product,
  describedBy,
}: {
  product: PurchaseProduct
  describedBy: string
}) {
  const [open, setOpen] = useState(false)
  const texts = useTexts(productTexts)
  useEffect(preloadQuickView, [])
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        className="card-action text-brand-900 bg-white/95 hover:bg-white"
      >
        {texts.quickView}
      </button>
      <AddToBagButton product={product} describedBy={describedBy} onNeedsOptions={() => setOpen(true)} />
      {open ? <LazyQuickViewDialog product={product} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
