'use client'

import { type KeyboardEvent, useState, useTransition } from 'react'
import { useLocale, useTexts } from '@/components/i18n/locale-context'
import { useShopper } from '@/components/shopper/use-shopper'
import { askWhenBackAction } from '@/lib/stock/back-in-stock/alert-actions'
import { whenConnected } from '@/components/offline/needs-connection'
import { backInStockTexts } from './back-in-stock-texts'

type FailureCode = keyof (typeof backInStockTexts)['en']['failed']

/**
 * Under a sold-out colour and size: "Tell me when it's back". A signed-in shopper's own address is filled in;
 * either way the address confirms once by a link (double opt-in), then gets one mail when staff receive that
 * variant. The answer is the same whether or not she had asked before.
 *
 * It sits inside the buying form (beside the size it is about), so it is a group rather than a form of its
 * own: its field has no name (the buying form never posts it) and its button sends the request itself.
 */
export function BackInStockForm({
  productId,
  color,
  size,
  option,
}: {
  productId: number
  color: string | null
  size: string | null
  option: string
}) {
  const texts = useTexts(backInStockTexts)
  const locale = useLocale()
  const shopper = useShopper()
  const [typed, setTyped] = useState<string | null>(null)
  const [answer, setAnswer] = useState<'sent' | FailureCode | null>(null)
  const [pending, startTransition] = useTransition()
  const email = typed ?? shopper.user?.email ?? ''
  const headingId = `back-in-stock-${productId}`

  function send() {
    const request = new FormData()
    request.set('email', email)
    request.set('productId', String(productId))
    request.set('color', color ?? '')
    request.set('size', size ?? '')
    request.set('language', locale)
    startTransition(async () => {
      const result = await whenConnected(locale, 'other', () => askWhenBackAction(request))
      // Offline: it said so, and the address stays as typed.
      if (!result) return
      if (result.ok) setAnswer('sent')
      else setAnswer(result.code in texts.failed ? (result.code as FailureCode) : 'other')
    })
  }

  // Enter in the address asks, rather than submitting the buying form around it.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    event.preventDefault()
    send()
  }

  return (
    <section
      aria-labelledby={headingId}
      className="border-brand-200 space-y-3 rounded-2xl border bg-white p-4"
    >
      <h2 id={headingId} className="text-ink text-sm font-semibold">
        {texts.heading(option)}
      </h2>
      <p className="text-ink/75 text-sm">{texts.intro}</p>
      {answer === 'sent' ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {texts.sent}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-[12rem] flex-1">
            <label htmlFor={`${headingId}-email`} className="text-ink mb-1 block text-sm font-medium">
              {texts.email}
            </label>
            <input
              id={`${headingId}-email`}
              type="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              className="border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base focus:ring-2 focus:outline-none"
            />
          </div>
          <button
            type="button"
            onClick={send}
            disabled={pending}
            aria-busy={pending}
            className="border-brand-700 text-brand-800 hover:bg-brand-50 min-h-11 rounded-full border px-5 text-sm font-semibold disabled:opacity-60"
          >
            {texts.submit}
          </button>
        </div>
      )}
      {answer !== null && answer !== 'sent' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {texts.failed[answer]}
        </p>
      ) : null}
    </section>
  )
}
