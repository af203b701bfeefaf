'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { productTexts } from './product-texts'

import { Picture } from '@/components/ui/picture'
import Link from '@/components/i18n/locale-link'
import { useId } from 'react'
import { createPortal } from 'react-dom'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { useBackToCloseWhileMounted } from '@/components/ui/use-back-to-close'
import { CloseIcon } from '@/components/ui/icons'
import { formatCents } from '@/lib/format/price'
import { ChosenColourScope, useChosenColour } from './chosen-colour'
import { PurchaseForm } from './purchase-form'
import type { PurchaseProduct } from './purchase-product'
import { useLiveStock } from '@/components/shopper/use-shopper'

type QuickViewDialogProps = {
  product: PurchaseProduct
  onClose: () => void
  mode?: 'add' | 'move'
}

/**
 * The essentials of a product in a modal: picture, name, price, colour and size, quantity and 'Add to Bag'.
 * In the shop's modal dialog (components/ui/modal-dialog.tsx: Escape, the backdrop, focus kept inside and
 * returned to the opener), portalled to <body> so the card's hover styles (opacity, transforms, overflow)
 * never reach it.
 */
export function QuickViewDialog({ product, onClose, mode = 'add' }: QuickViewDialogProps) {
  const titleId = useId()
  // Live stock caps the quantity; the form still works without it (adding checks stock on the server).
  const stock = useLiveStock(product.id)
  const texts = useTexts(productTexts)
  // On a phone the dialog looks like a page: Back closes it rather than leaving the listing under it.
  const history = useBackToCloseWhileMounted(onClose)
  const close = () => {
    history.leaveEntry()
    onClose()
  }

  return createPortal(
    <ModalDialog
      labelledBy={titleId}
      onClose={close}
      className="bg-ivory text-ink m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto rounded-3xl p-0 shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-sm"
    >
      <ChosenColourScope initial={product.colors[0]?.name ?? null}>
        <div className="relative grid gap-5 p-4 sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] sm:gap-8 sm:p-6">
          <button
            type="button"
            aria-label={texts.close}
            onClick={close}
            className="text-ink hover:bg-brand-50 focus-visible:outline-brand-600 absolute end-2 top-2 z-10 grid size-11 place-items-center rounded-full bg-white/90 shadow-sm focus-visible:outline-2"
          >
            <CloseIcon className="size-5" />
          </button>
          <div className="bg-brand-50 mx-auto w-40 overflow-hidden rounded-2xl sm:w-full">
            <QuickViewPicture product={product} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <div className="pe-10">
              <h2 id={titleId} className="font-display text-brand-900 text-2xl leading-tight">
                {product.name}
              </h2>
              <p className="text-brand-800 mt-1 text-xl font-semibold">{formatCents(product.price)}</p>
            </div>
            <PurchaseForm product={product} stock={stock} mode={mode} onDone={close} />
            <Link
              href={product.href}
              onClick={history.forgetEntry}
              className="text-brand-700 hover:text-brand-800 inline-flex min-h-11 w-fit items-center text-sm font-semibold underline-offset-4 hover:underline"
            >
              {texts.fullDetails}
            </Link>
          </div>
        </div>
      </ChosenColourScope>
    </ModalDialog>,
    document.body,
  )
}

/** The product in the colour chosen in the form beside it (data/colour-pictures.ts). */
function QuickViewPicture({ product }: { product: PurchaseProduct }) {
  const colour = useChosenColour()
  const image = product.colors.find((candidate) => candidate.name === colour)?.image ?? product.image
  return (
    <Picture
      key={image}
      name={image}
      alt={product.name}
      sizes="(min-width: 640px) 320px, 160px"
      className="aspect-[3/4] w-full object-cover"
    />
  )
}
