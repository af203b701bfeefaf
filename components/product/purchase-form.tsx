'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { shopMessage } from '@/lib/i18n/shop-message-texts'
import { productTexts } from './product-texts'

import {
  type FormEvent,
  type ReactNode,
  useActionState,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  useTransition,
} from 'react'
import { valueLabelIn } from '@/components/category/listing-texts'
import { toast } from '@/components/ui/toast'
import type { ColorName, Size } from '@/data/schemas'
import { setSavedInWishlist, setShopperCounts } from '@/lib/shopper/browser-store'
import { addToCart, addToCartFromForm, type CartActionResult } from '@/lib/cart/actions'
import type { StockStatus } from '@/lib/stock/stock-status'
import { moveWishlistItemToCart, type MoveToCartResult } from '@/lib/wishlist/actions'
import { keepBagForOffline } from '@/components/offline/keep-bag-for-offline'
import { whenConnected } from '@/components/offline/needs-connection'
import { useChooseColour } from './chosen-colour'
import { ColorPicker, SizePicker } from './option-pickers'
import type { PurchaseProduct } from './purchase-product'
import { QuantityStepper } from './quantity-stepper'
import { BackInStockForm } from './back-in-stock-form'
import { StockLine } from './stock-line'
import { chosenStock, colorFromAddress, sizeFromAddress, soldOutSizes } from './variant-stock'
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
  /** The product page: a size named in its address (`?size=M`) is preselected. */
  sizeFromPageAddress?: boolean
}

/**
 * Colour, size, quantity and 'Add to Bag' for one product: on the product page and in Quick View. The
 * first colour is preselected (it is the one pictured); a size must be chosen when there are several.
 * Stock caps the quantity and, at 0, disables buying.
 */
export function PurchaseForm({
  product,
  stock,
  mode = 'add',
  onDone,
  aside,
  sizeFromPageAddress = false,
}: PurchaseFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [pickedColor, setColor] = useState<ColorName | null>(null)
  const [chosenSize, setSize] = useState<Size | null>(
    product.sizes.length === 1 ? (product.sizes[0] ?? null) : null,
  )
  // The pictures beside the form show the chosen colour (chosen-colour.tsx).
  const chooseColour = useChooseColour()
  // The page is static: a size named in its address (`?size=M`) is read in the browser, after hydration,
  // and stands until the shopper picks one.
  const search = useSyncExternalStore(noSubscription, browserSearch, noSearch)
  const size = chosenSize ?? (sizeFromPageAddress ? sizeFromAddress(search, product.sizes) : null)
  // The first colour (the one pictured) unless the address names another (a back-in-stock mail's link).
  const color =
    pickedColor ??
    (sizeFromPageAddress ? colorFromAddress(search, product.colors) : null) ??
    product.colors[0]?.name ??
    null
  // Also a colour named in the address, which is only read after hydration.
  useEffect(() => chooseColour(color), [chooseColour, color])
  const [quantity, setQuantity] = useState(1)
  const [errors, setErrors] = useState<{ color?: string; size?: string }>({})
  const [pending, startTransition] = useTransition()
  // What the server answered a form posted before this script ran (a slow phone): only ever a refusal, since
  // an added line goes to the bag page.
  const [posted, postedAction] = useActionState(addToCartFromForm, null)
  const locale = useLocale()
  const texts = productTexts[locale]

  // Each colour and size has its own stock: once both are chosen, the figure is that variant's.
  const variantStock = chosenStock(stock, product, color, size)
  const chosenOption =
    variantStock !== stock
      ? (size ?? (product.colors.length > 1 && color ? valueLabelIn(locale, color) : null))
      : null
  const soldOut = variantStock !== null && !variantStock.inStock
  const max =
    variantStock === null
      ? product.lineLimit
      : Math.max(1, Math.min(product.lineLimit, variantStock.available))
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
      const result = await whenConnected<CartActionResult | MoveToCartResult>(locale, 'addToBag', () =>
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
      void keepBagForOffline(locale)
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
      <StockLine stock={variantStock} option={chosenOption} />
      {product.colors.length > 0 ? (
        <ColorPicker
          name="color"
          colors={product.colors}
          value={color}
          onChange={(next) => {
            setColor(next)
            setErrors((current) => ({ ...current, color: undefined }))
          }}
          error={errors.color}
        />
      ) : null}
      {product.sizes.length > 0 ? (
        <SizePicker
          name="size"
          sizes={product.sizes}
          soldOut={soldOutSizes(stock, product, color)}
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
      {soldOut && chosenOption && mode === 'add' ? (
        <BackInStockForm productId={product.id} color={color} size={size} option={chosenOption} />
      ) : null}
      {posted && !posted.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {shopMessage(locale, posted, product.name)}
        </p>
      ) : null}
    </form>
  )
}

// The address does not change while the page is open (the product page has no client navigation of its own).
const noSubscription = () => () => {}
const browserSearch = () => window.location.search
const noSearch = () => ''

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
    />
  )
}
