import { toast } from '@/components/ui/toast'
import type { Locale } from '@/lib/i18n/locales'
import { offlineTexts } from './offline-texts'

/**
 * Runs a server action that needs the shop (adding to the bag). Offline, or when the request never reached
 * the shop (the connection dropped on the way), it says so in a toast and answers null: the caller keeps the
 * shopper's choices as they are, so nothing is lost, and she can press again once she is back online.
 */
export async function whenConnected<T>(locale: Locale, action: () => Promise<T>): Promise<T | null> {
  if (!navigator.onLine) return needsConnection(locale)
  try {
    return await action()
  } catch (error) {
    // fetch rejects with a TypeError when no answer came back at all; any other error is the shop's own.
    if (!navigator.onLine || error instanceof TypeError) return needsConnection(locale)
    throw error
  }
}

function needsConnection(locale: Locale): null {
  toast.error(offlineTexts[locale].needsConnection)
  return null
}
