import type { FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import type { Locale } from '@/lib/i18n/locales'
import { offlineTexts } from './offline-texts'

/** What an action that needs the shop was for: the toast names it (offlineTexts' needsConnection). */
export type ConnectionNeed = keyof (typeof offlineTexts)['en']['needsConnection']

/**
 * Runs a server action that needs the shop. Offline, or when the request never reached the shop (the
 * connection dropped on the way), it says so in a toast and answers null: the caller keeps the shopper's
 * choices and what she typed as they are, so nothing is lost, and she can press again once she is back
 * online. Without it, the action's rejection would reach the page's error boundary and take the page with it.
 */
export async function whenConnected<T>(
  locale: Locale,
  need: ConnectionNeed,
  action: () => Promise<T>,
): Promise<T | null> {
  if (!navigator.onLine) return needsConnection(locale, need)
  try {
    return await action()
  } catch (error) {
    // fetch rejects with a TypeError when no answer came back at all; any other error is the shop's own.
    if (!navigator.onLine || error instanceof TypeError) return needsConnection(locale, need)
    throw error
  }
}

function needsConnection(locale: Locale, need: ConnectionNeed): null {
  toast.error(offlineTexts[locale].needsConnection[need])
  return null
}

/**
 * The onSubmit of a form whose action needs the shop (`<form action={…}>`): offline, it stops the submit
 * before React runs the action, whose failed request would take the page to its error boundary, and says
 * so; what was typed stays in the form. Online it does nothing. The back office, which is in English only
 * (docs/decisions.md), passes 'en'.
 */
export function stopSubmitWhenOffline(locale: Locale) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (navigator.onLine) return
    event.preventDefault()
    needsConnection(locale, 'other')
  }
}
