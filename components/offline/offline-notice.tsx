'use client'

import { useSyncExternalStore } from 'react'
import { useTexts } from '@/components/i18n/locale-context'
import { offlineTexts } from './offline-texts'

function subscribe(notify: () => void) {
  window.addEventListener('online', notify)
  window.addEventListener('offline', notify)
  return () => {
    window.removeEventListener('online', notify)
    window.removeEventListener('offline', notify)
  }
}

/**
 * A bar at the foot of the screen while the phone is offline: what still works and what needs a connection.
 * Fixed, so it moves nothing on the page when it comes and goes; nothing at all while online.
 */
export function OfflineNotice() {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  )
  const texts = useTexts(offlineTexts)
  return (
    <p
      role="status"
      className={
        offline
          ? 'bg-brand-950 fixed inset-x-0 bottom-0 z-50 px-4 py-3 text-center text-sm text-white shadow-lg'
          : 'sr-only'
      }
    >
      {offline ? texts.banner : ''}
    </p>
  )
}
