'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { shopMessage } from '@/lib/i18n/shop-message-texts'
import { productTexts } from './product-texts'

import { type FormEvent, type ReactNode, useActionState, useRef, useState, useTransition } from 'react'
import { toast } from '@/components/ui/toast'
import type { ColorName, Size } from '@/data/schemas'
import { setSavedInWishlist, setShopperCounts } from '@/lib/shopper/browser-store'
import { addToCart, addToCartFromForm, type CartActionResult } from '@/lib/cart/actions'
import type { StockStatus } from '@/lib/stock/stock-doc'
import { moveWishlistItemToCart, type MoveToCartResult } from '@/lib/wishlist/actions'
import { whenConnected } from '@/components/offline/needs-connection'
import { useChooseColour } from './chosen-colour'
import { ColorPicker, SizePicker } from './option-pickers'
import type { PurchaseProduct } from './purchase-product'
import { QuantityStepper } from './quantity-stepper'
import { StockLine } from './stock-line'
import { SubmitButton } from '@/components/ui/submit-button'

type PurchaseFormProps = {
  product: PurchaseProduct
  /** Live stock, or null while it is unknown (the server checks it again on adding). */
  stock: StockStatus | null
  /** 'move' takes one from the wishlist to the bag instead of adding a chosen quantity. */
  mode?: 'add' | 'move'
  /** After a successful add (Quick View closes itself). */
  onDone?: () => void
  /** Extra control beside the main button (the product page's favourite heart). */
  aside?: ReactNode
}

/**
 * Colour, size, quantity and 'Add to Bag' for one product: on the product page and in Quick View. The
 * first colour is preselected (it is the one pictured); a size must be chosen when there are several.
 * Stock caps the quantity and, at 0, disables buying.
 */
export function PurchaseForm({ product, stock, mode = 'add', onDone, aside }: PurchaseFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [color, setColor] = useState<ColorName | null>(product.colors[0]?.name ?? null)
  // The pictures beside the form show the chosen colour (chosen-colour.tsx).
  const chooseColour = useChooseColour()
  const [size, setSize] = useState<Size | null>(
    product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
  )
  const [quantity, setQuantity] = useState(1)
  const [errors, setErrors] = useState<{ color?: string; size?: string }>({})
  const [pending, startTransition] = useTransition()
  // What the server answered a form posted before this script ran (a slow phone): only ever a refusal, since
  // an added line goes to the bag page.
  const [posted, postedAction] = useActionState(addToCartFromForm, null)
  const locale = useLocale()
  const texts = productTexts[locale]

  const soldOut = stock !== null && !stock.inStock
  const max = stock === null ? product.lineLimit : Math.max(1, Math.min(product.lineLimit, stock.available))
  const chosenQuantity = Math.min(quantity, max)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = {
      ...(product.colors.length > 0 && !color ? { color: texts.chooseColour } : {}),
      ...(product.sizes.length > 0 && !size ? { size: texts.chooseSize } : {}),
    }
    setErrors(missing)
    if (missing.color || missing.size) {
      // Take the shopper to the first choice still to make.
      const group = missing.color ? 'color' : 'size'
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${group}"]`)?.focus()
      return
    }
    startTransition(async () => {
      // Offline it says so and keeps every choice made here (components/offline/needs-connection.ts).
      const result = await whenConnected<CartActionResult | MoveToCartResult>(locale, () =>
        mode === 'move'
          ? moveWishlistItemToCart(product.id, color, size)
          : addToCart(product.id, color, size, chosenQuantity),
      )
      if (!result) return
      if (!result.ok) {
        toast.error(shopMessage(locale, result, product.name))
        return
      }
      if (mode === 'move') setSavedInWishlist(product.id, false)
      setShopperCounts(result.counts)
      toast.success(shopMessage(locale, result.message, product.name))
      onDone?.()
    })
  }

  const label = mode === 'move' ? texts.moveToBag : texts.addToBag
  return (
    <form
      ref={formRef}
      aria-label={texts.buy(product.name)}
      // Before hydration the browser posts the form to this server action; afterwards submit() always
      // prevents that (React runs no action for a prevented submit) and adds with a toast.
      action={mode === 'add' ? postedAction : undefined}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="locale" value={locale} />
      <StockLine stock={stock} />
      {product.colors.length > 0 ? (
        <ColorPicker
          name="color"
          colors={product.colors}
          value={color}
          onChange={(next) => {
            setColor(next)
            chooseColour(next)
            setErrors((current) => ({ ...current, color: undefined }))
          }}
          error={errors.color}
        />
      ) : null}
      {product.sizes.length > 0 ? (
        <SizePicker
          name="size"
          sizes={product.sizes}
          value={size}
          onChange={(next) => {
            setSize(next)
            setErrors((current) => ({ ...current, size: undefined }))
          }}
          error={errors.size}
        />
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        {mode === 'add' ? (
          <QuantityStepper
            name="quantity"
            value={chosenQuantity}
            max={max}
            onChange={setQuantity}
            disabled={soldOut}
          />
        ) : null}
        <div className="flex min-w-[12rem] flex-1 items-center gap-2">
          <SubmitButton
            pending={pending}
            disabled={soldOut}
            className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-600 disabled:bg-brand-700/45 inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold tracking-wide text-white uppercase shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed"
          >
            {pending ? <Spinner /> : null}
            {label}
          </SubmitButton>
          {aside}
        </div>
      </div>
      {posted && !posted.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {shopMessage(locale, posted, product.name)}
        </p>
      ) : null}
    </form>
  )
}

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
    />
  )
}
