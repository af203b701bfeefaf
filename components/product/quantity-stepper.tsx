'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { productTexts } from './product-texts'

import { useId, useState } from 'react'

type QuantityStepperProps = {
  value: number
  /** Highest allowed quantity (the line limit of 10, or the stock left if lower). */
  max: number
  min?: number
  onChange: (quantity: number) => void
  /** Named in the labels when a page has several steppers (one per cart line). */
  itemName?: string
  disabled?: boolean
  /** The field's name, when a form posts it (the product page's, before its script has run). */
  name?: string
}

/**
 * A quantity control: − and + buttons around a number field. The buttons change it at once; a typed number
 * is committed on blur or Enter (so typing "10" does not first order 1), clamped to min..max.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  onChange,
  itemName,
  disabled,
  name,
}: QuantityStepperProps) {
  const inputId = useId()
  const [draft, setDraft] = useState<string | null>(null)
  const texts = useTexts(productTexts)

  function commit(next: number) {
    setDraft(null)
    const clamped = Math.min(Math.max(next, min), Math.max(min, max))
    if (clamped !== value) onChange(clamped)
  }

  function commitDraft() {
    if (draft === null) return
    const parsed = Number.parseInt(draft, 10)
    if (Number.isNaN(parsed)) setDraft(null)
    else commit(parsed)
  }

  const buttonClass =
    'text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-600 grid size-11 place-items-center rounded-full text-xl leading-none transition focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent'

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className={itemName ? 'sr-only' : 'text-ink text-sm font-semibold'}>
        {itemName ? texts.quantityOf(itemName) : texts.quantity}
      </label>
      <div className="border-brand-200 inline-flex w-fit items-center rounded-full border bg-white">
        <button
          type="button"
          aria-label={itemName ? texts.decreaseOf(itemName) : texts.decrease}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
          className={buttonClass}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={Math.max(min, max)}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              commitDraft()
            }
          }}
          className="text-ink focus-visible:outline-brand-600 w-10 [appearance:textfield] rounded-md bg-transparent text-center font-semibold tabular-nums focus-visible:outline-2 disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={itemName ? texts.increaseOf(itemName) : texts.increase}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
          className={buttonClass}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
