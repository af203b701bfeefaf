'use client'

import Link from '@/components/i18n/locale-link'
import type { ReactNode } from 'react'
import { AUTH_VIEW_PATHS, type AuthView } from '@/components/auth/auth-views'
import { linkButtonClass } from '@/components/ui/button-classes'

/**
 * A link to another auth form: inside the modal the host supplies `onSwitch` and the view changes in place;
 * on the full-page screens it is a plain link to /signin, /signup or /forgot-password (spec section 2).
 */
export function SwitchLink({
  to,
  onSwitch,
  children,
}: {
  to: AuthView
  onSwitch?: (view: AuthView) => void
  children: ReactNode
}) {
  if (onSwitch) {
    return (
      <button type="button" onClick={() => onSwitch(to)} className={linkButtonClass}>
        {children}
      </button>
    )
  }
  return (
    <Link href={AUTH_VIEW_PATHS[to]} className={linkButtonClass}>
      {children}
    </Link>
  )
}
