'use client'

import { useReloadPersonalData } from '@/components/personal/personal-reload'
import { requestShopper } from '@/lib/shopper/browser-store'

/**
 * After the shopper changed her account here (a name, the language): the account page's data again, and
 * the header's copy of the shopper too, so both show the change without a page load.
 */
export function useReloadAccount(): () => void {
  const reload = useReloadPersonalData()
  return () => {
    void reload()
    requestShopper({ force: true })
  }
}
