'use client'

import { useRef, useState, useTransition } from 'react'
import { figuresOf, type PricingFigures } from '@/lib/checkout/price-order'
import { previewPromoCode, type PromoPreviewResult } from '@/lib/checkout/actions'
import { normalizePromoCode, type PromoRefusal } from '@/lib/promo/promo-codes'
import { useLocale } from '@/components/i18n/locale-context'
import { whenConnected } from '@/components/offline/needs-connection'

/** Why the box refused a code: the promo code's own reason, or the action's failure (bad input, outage). */
export type PromoBoxRefusal = PromoRefusal | Extract<PromoPreviewResult, { ok: false }>

export type PromoPreview =
  | { status: 'idle' }
  | { status: 'applied'; code: string; pricing: PricingFigures }
  | { status: 'refused'; code: string; refusal: PromoBoxRefusal }

export type PromoBox = ReturnType<typeof usePromoPreview>

/**
 * The promo code box's state: what is typed, and the server's preview of the bag's pricing with that code
 * (checked again when the order is placed). A preview belongs to the code it was made for: editing the code
 * drops it, and an answer for a code that is no longer typed is ignored. Whether a guest's order is her first
 * is decided only when it is placed (the preview reveals nothing about a typed mobile or e-mail).
 */
export function usePromoPreview() {
  const locale = useLocale()
  const [input, setInput] = useState('')
  const [preview, setPreview] = useState<PromoPreview>({ status: 'idle' })
  const [checking, startCheck] = useTransition()
  const latestInput = useRef(input)

  function change(value: string) {
    setInput(value)
    latestInput.current = value
    if (preview.status !== 'idle') setPreview({ status: 'idle' })
  }

  function apply() {
    const code = input
    if (normalizePromoCode(code) === '') {
      setPreview({ status: 'refused', code, refusal: { code: 'promo-empty' } })
      return
    }
    startCheck(async () => {
      const result = await whenConnected(locale, 'other', () => previewPromoCode(code))
      // Offline: it said so, and the code stays typed, to apply once she is back online.
      if (!result || latestInput.current !== code) return
      if (result.ok) {
        setPreview({ status: 'applied', code, pricing: figuresOf(result) })
      } else {
        setPreview({
          status: 'refused',
          code,
          refusal: result.code === 'promo-refused' ? result.refusal : result,
        })
      }
    })
  }

  return { input, preview, checking, change, apply, remove: () => change('') }
}
