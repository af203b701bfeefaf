'use client'

import { useSyncExternalStore } from 'react'
import { useTexts } from '@/components/i18n/locale-context'
import { offlineTexts } from './offline-texts'

const subscribeToNothing = () => () => {}
const hasPageBefore = () => window.history.length > 1

/**
 * On the offline page, a way back to the page she came from, which was open a moment ago and so is most
 * likely one the phone kept (the home page may never have been opened). Only when the tab has a page before
 * this one; rendered by the browser alone, since only it knows.
 */
export function OfflineGoBack({ className }: { className: string }) {
  const texts = useTexts(offlineTexts)
  const show = useSyncExternalStore(subscribeToNothing, hasPageBefore, () => false)
  if (!show) return null
  return (
    <button type="button" onClick={() => window.history.back()} className={className}>
      {texts.goBack}
    </button>
  )
}
