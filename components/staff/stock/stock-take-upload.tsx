'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { toast } from '@/components/ui/toast'
import { stockTakeAction, type StockTakeResult } from '@/lib/staff/stock-actions'
import { stopSubmitWhenOffline } from '@/components/offline/needs-connection'

const primary =
  'bg-brand-700 hover:bg-brand-800 min-h-11 rounded-full px-5 text-sm font-semibold text-white disabled:opacity-60'
const field =
  'border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none'

const FAILURES = {
  'not-staff': 'Your session has ended. Sign in again.',
  'too-large': 'The file is too large (200 KB at most).',
  unavailable: 'The database did not answer. Nothing was changed; try again.',
} as const

/**
 * A whole stock-take at once: a CSV of counted figures (product_id,colour,size,counted). First a preview:
 * every refused line with its reason, and each variant whose figure to sell changes: now, counted, what open
 * orders hold of the counted units (not yet packed, so on the shelf), and the counted less those. Nothing is
 * written until "Apply", which sends back exactly the file previewed.
 */
export function StockTakeUpload() {
  const [state, action, pending] = useActionState<StockTakeResult | null, FormData>(
    async (previous, formData) => {
      const result = await stockTakeAction(previous, formData)
      if (result.ok && 'applied' in result)
        toast.success(`Stock-take applied: ${result.applied} figure(s) changed.`)
      return result
    },
    null,
  )
  const preview = state?.ok && 'preview' in state ? state : null
  const stale = state?.ok && 'applied' in state ? state.stale : []
  return (
    <section
      aria-labelledby="stock-take"
      className="border-gold-300/50 space-y-4 rounded-3xl border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="stock-take" className="font-display text-brand-900 text-xl">
        Stock-take upload
      </h2>
      <p className="text-ink/80 text-sm">
        A CSV file with the header <code>product_id,colour,size,counted</code> and one counted variant a line
        (colour or size left empty where the product has none). You see the changes before anything is
        written.
      </p>
      <form action={action} onSubmit={stopSubmitWhenOffline('en')} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="preview" />
        <div>
          <label htmlFor="stock-take-file" className="text-ink mb-1 block text-sm font-medium">
            Counted figures (CSV)
          </label>
          <input
            id="stock-take-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="text-sm"
          />
        </div>
        <SubmitButton pending={pending} className={primary}>
          Preview
        </SubmitButton>
      </form>
      {stale.length > 0 && (
        <div role="alert" className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">
            {stale.length} line(s) not applied: their figure changed after the preview (a receipt, a write-off
            or a count). Check them, then upload the file again.
          </p>
          <ul aria-label="Lines not applied" className="mt-1 list-disc ps-5">
            {stale.map((line) => (
              <li key={line.line}>
                Line {line.line}: {line.name} {line.label || 'One size'}
              </li>
            ))}
          </ul>
        </div>
      )}
      {state && !state.ok && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {FAILURES[state.code]}
        </p>
      )}
      {preview && (
        <div className="space-y-4">
          {preview.preview.errors.length > 0 && (
            <div role="alert" className="rounded-2xl bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">
                {preview.preview.errors.length} line(s) refused; they will not be applied:
              </p>
              <ul aria-label="Refused lines" className="mt-1 list-disc ps-5">
                {preview.preview.errors.map((error) => (
                  <li key={error.line}>{error.message}</li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-sm">
            {preview.preview.changes.length} change(s); {preview.preview.unchanged} figure(s) already right.
          </p>
          {preview.preview.changes.length > 0 && (
            <table className="w-full text-sm">
              <caption className="sr-only">Changes the stock-take will make</caption>
              <thead>
                <tr>
                  {['Line', 'Product', 'Variant', 'Now', 'Counted', 'In open orders', 'To sell'].map(
                    (heading) => (
                      <th
                        key={heading}
                        scope="col"
                        className="text-ink-muted py-1 pe-3 text-start font-medium"
                      >
                        {heading}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-brand-100 divide-y">
                {preview.preview.changes.map((change) => (
                  <tr key={change.line}>
                    <td className="py-1 pe-3 tabular-nums">{change.line}</td>
                    <td className="py-1 pe-3">{change.name}</td>
                    <td className="py-1 pe-3">{change.label || 'One size'}</td>
                    <td className="py-1 pe-3 tabular-nums">{change.before}</td>
                    <td className="py-1 pe-3 tabular-nums">{change.counted}</td>
                    <td className="py-1 pe-3 tabular-nums">{change.held}</td>
                    <td className="py-1 pe-3 font-semibold tabular-nums">{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {preview.preview.changes.length > 0 && (
            <form
              action={action}
              onSubmit={stopSubmitWhenOffline('en')}
              className="flex flex-wrap items-end gap-3"
            >
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="csv" value={preview.csv} />
              {/* The shelf figures this preview saw: a line another movement changed since is left out. */}
              <input type="hidden" name="shelves" value={JSON.stringify(preview.preview.shelves)} />
              <div className="min-w-[16rem]">
                <label htmlFor="stock-take-note" className="text-ink mb-1 block text-sm font-medium">
                  Note for the ledger
                </label>
                <input
                  id="stock-take-note"
                  name="note"
                  type="text"
                  maxLength={200}
                  defaultValue="Stock-take"
                  className={field}
                />
              </div>
              <SubmitButton pending={pending} className={primary}>
                Apply {preview.preview.changes.length} change(s)
              </SubmitButton>
            </form>
          )}
        </div>
      )}
    </section>
  )
}
