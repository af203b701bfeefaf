'use client'

import { createContext, useContext } from 'react'
import { requestShopper } from '@/lib/shopper/browser-store'

/**
 * Asks the server for the account page's data again after the shopper changed it here (a name, the
 * language), and the header's copy of the shopper too, so both show the change without a page load.
 * Outside the account page it only refreshes the header.
 */
export const AccountReloadContext = createContext<() => Promise<void>>(async () => {})

export function useReloadAccount(): () => void {
  const reload = useContext(AccountReloadContext)
  return () => {
    void reload()
    requestShopper({ force: true })
  }
}
