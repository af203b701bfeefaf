'use client'

import { useActionState, useRef } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/toast'
import { stockMovementAction, type StockMovementResult } from '@/lib/staff/stock-actions'
import { MAX_UNITS_PER_MOVEMENT } from '@/lib/staff/stock-movement-schema'
import { WRITE_OFF_REASONS } from '@/lib/stock/movement-kinds'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

const input =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none'
const primary =
  'bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-5 text-sm font-semibold text-white disabled:opacity-60'

type Kind = 'receive' | 'count' | 'write-off'

const WORDS: Record<Kind, { title: string; field: string; note: string; button: string; done: string }> = {
  receive: {
    title: 'Receive stock',
    field: 'units received',
    note: 'Note (e.g. the delivery number)',
    button: 'Receive',
    done: 'Stock received.',
  },
  count: {
    title: 'Correct a count',
    field: 'units counted',
    note: 'Note (e.g. the stock-take)',
    button: 'Set counted figures',
    done: 'Counts set.',
  },
  'write-off': {
    title: 'Write off',
    field: 'units written off',
    note: 'Note',
    button: 'Write off',
    done: 'Written off.',
  },
}

/** The English words for a refusal (the back office is English only). */
function refusalText(result: Extract<StockMovementResult, { ok: false }>): string {
  switch (result.code) {
    case 'unknown-variant':
      return `This product has no variant ${result.variant}.`
    case 'more-than-held':
      return `Only ${result.available} of ${result.variant} are held: nothing was written off.`
    case 'nothing-to-move':
      return 'Nothing to change: fill in at least one figure that differs.'
    case 'repeated':
      return 'This was saved already: nothing was moved twice.'
    case 'changed-since-preview':
      return `${result.variant} changed since this page was drawn (${result.shelf} on the shelf now): nothing was changed. Reload and count again.`
    case 'unknown-product':
      return 'This product is not in the catalogue.'
    case 'not-staff':
      return 'Your session has ended. Sign in again.'
    case 'unavailable':
      return 'The database did not answer. Nothing was changed; try again.'
    case 'invalid-input':
      return `Each figure must be a whole number from 0 to ${MAX_UNITS_PER_MOVEMENT}, and the note 200 characters at most.`
    default:
      return 'Something went wrong. Nothing was changed.'
  }
}

/**
 * One movement for one product: a number per variant (blank leaves it alone), a note, and for a write-off
 * its reason. One transaction on the server; the page shows the new figures and ledger lines after it.
 */
export function MovementForm({
  productId,
  kind,
  variants,
  held = {},
}: {
  productId: number
  kind: Kind
  variants: readonly { key: string; label: string; available: number }[]
  /** For a count: units of each variant that open orders hold, still on the shelf until packed. */
  held?: Readonly<Record<string, number>>
}) {
  const words = WORDS[kind]
  // One id per set of figures typed: a second press of the same form (before the first answered, or a retry)
  // is recognised and moves nothing; typing anything draws a new one.
  const requestId = useRef('')
  const [state, action, pending] = useActionState<StockMovementResult | null, FormData>(
    async (previous, formData) => {
      if (!requestId.current) requestId.current = crypto.randomUUID()
      formData.set('requestId', requestId.current)
      const result = await stockMovementAction(previous, formData)
      if (result.ok)
        toast.success(result.told > 0 ? `${words.done} ${result.told} waiting shopper(s) told.` : words.done)
      return result
    },
    null,
  )
  const id = `move-${kind}`
  return (
    <form
      action={action}
      onSubmit={stopSubmitWhenOffline('en')}
      onChange={() => {
        requestId.current = ''
      }}
      aria-labelledby={id}
      className="border-gold-300/50 space-y-3 rounded-3xl border bg-white p-4 shadow-sm"
    >
      <h3 id={id} className="font-display text-brand-900 text-lg">
        {words.title}
      </h3>
      {kind === 'count' && (
        <p className="text-ink-muted text-sm">
          Count everything on the shelf, units for orders not yet packed included: the shop keeps those aside
          and sells the rest.
        </p>
      )}
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="kind" value={kind} />
      <div className="grid gap-3 sm:grid-cols-2">
        {variants.map((variant) => (
          <div key={variant.key}>
            <label htmlFor={`${id}-${variant.key}`} className="text-ink mb-1 block text-sm font-medium">
              {variant.label || 'One size'}: {words.field}
            </label>
            <input
              id={`${id}-${variant.key}`}
              name={`v:${variant.key}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={kind === 'write-off' ? variant.available : MAX_UNITS_PER_MOVEMENT}
              placeholder={kind === 'count' ? String(variant.available + (held[variant.key] ?? 0)) : '0'}
              aria-describedby={
                kind === 'count' && held[variant.key] ? `${id}-${variant.key}-held` : undefined
              }
              className={input}
            />
            {kind === 'count' && held[variant.key] ? (
              <p id={`${id}-${variant.key}-held`} className="text-ink-muted mt-1 text-xs">
                {held[variant.key]} in open orders
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {kind === 'write-off' && (
        <div>
          <label htmlFor={`${id}-reason`} className="text-ink mb-1 block text-sm font-medium">
            Reason
          </label>
          <select id={`${id}-reason`} name="reason" defaultValue="damaged" className={input}>
            {WRITE_OFF_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason[0]?.toUpperCase()}
                {reason.slice(1)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-note`} className="text-ink mb-1 block text-sm font-medium">
          {words.note}
        </label>
        <input id={`${id}-note`} name="note" type="text" maxLength={200} className={input} />
      </div>
      {state && !state.ok && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {refusalText(state)}
        </p>
      )}
      <SubmitButton pending={pending} className={primary}>
        {words.button}
      </SubmitButton>
    </form>
  )
}
