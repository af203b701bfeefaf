'use client'

import { createContext, useContext } from 'react'

/**
 * The reload of the personal page a control sits on (usePersonalData's `reload`), for the controls deep in
 * it that change the shopper's data (a bag line's stepper, Move to Bag, Edit Profile). Elsewhere, as on a
 * product page's Quick View, it does nothing.
 */
export const PersonalReloadContext = createContext<() => Promise<void>>(async () => {})

export function useReloadPersonalData(): () => Promise<void> {
  return useContext(PersonalReloadContext)
}
