'use client'

import { useOptimistic, useTransition } from 'react'
import { toast } from '@/components/ui/toast'
import { QuantityStepper } from '@/components/product/quantity-stepper'
import type { ColorName, Size } from '@/data/schemas'
import { setShopperCounts } from '@/lib/shopper/browser-store'
import { removeCartLine, updateCartLine } from '@/lib/cart/actions'
import { useLocale } from '@/components/i18n/locale-context'
import { shopMessage } from '@/lib/i18n/shop-message-texts'
import { cartTexts } from './cart-texts'
import { useReloadPersonalData } from '@/components/personal/personal-reload'
import { whenConnected } from '@/components/offline/needs-connection'

type CartLineControlsProps = {
  productId: number
  color: ColorName | null
  size: Size | null
  name: string
  quantity: number
  maxQuantity: number
}

/**
 * A bag line's quantity stepper and remove button. The number changes at once (optimistic); the action
 * saves it and answers the header badge's counts, then the page reads the bag again (totals, stock). A
 * refusal (not enough stock) puts the number back, says why, and reads the bag again too. Offline, the number
 * goes back and a toast says changing the bag needs a connection.
 */
export function CartLineControls({
  productId,
  color,
  size,
  name,
  quantity,
  maxQuantity,
}: CartLineControlsProps) {
  const [pending, startTransition] = useTransition()
  const locale = useLocale()
  const texts = cartTexts[locale]
  const [shownQuantity, setShownQuantity] = useOptimistic(quantity)
  // The bag page's data (GET /api/cart), asked again inside the transition: the optimistic number holds
  // until the page has the saved quantity, totals and stock.
  const reload = useReloadPersonalData()

  function changeQuantity(next: number) {
    startTransition(async () => {
      setShownQuantity(next)
      const result = await whenConnected(locale, 'changeBag', () =>
        updateCartLine(productId, color, size, next),
      )
      // Offline: it said so, and the number springs back as the transition ends.
      if (!result) return
      if (result.ok) setShopperCounts(result.counts)
      else toast.error(shopMessage(locale, result, name))
      // A refusal too: the stock it was refused for is news to the page.
      await reload()
    })
  }

  function remove() {
    startTransition(async () => {
      const result = await whenConnected(locale, 'changeBag', () => removeCartLine(productId, color, size))
      if (!result) return
      if (!result.ok) {
        toast.error(shopMessage(locale, result, name))
        // Refused (a limit, the store): the page shows what the server holds now.
        await reload()
        return
      }
      setShopperCounts(result.counts)
      toast.success(texts.removed(name))
      await reload()
    })
  }

  return (
    <>
      <QuantityStepper
        value={shownQuantity}
        // A line over the stock left can only go down (to what is left, at most).
        max={maxQuantity}
        onChange={changeQuantity}
        itemName={name}
      />
      <button
        type="button"
        onClick={remove}
        disabled={pending}
        aria-label={texts.removeItem(name)}
        className="text-ink/70 hover:text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium underline-offset-4 transition focus-visible:outline-2 disabled:opacity-50"
      >
        <TrashIcon />
        {texts.remove}
      </button>
    </>
  )
}

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className="size-4"
    >
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 002 2h6a2 2 0 002-2l1-12M9 7V4h6v3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
