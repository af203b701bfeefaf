'use client'

import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { useFormStatus } from 'react-dom'
import { submitButtonClass } from './button-classes'

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  /** Whether the form is being sent. Left out, it is read from the enclosing <form action> (useFormStatus). */
  pending?: boolean
  /** What the button says while pending ('Signing in…'); the label stays when left out. */
  pendingLabel?: ReactNode
}

/**
 * The shop's submit button: disabled and marked busy while its form is being sent, so one press sends once,
 * and saying so in its label. Disabled otherwise only when `disabled` says so.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  className = submitButtonClass,
  children,
  ...props
}: SubmitButtonProps) {
  const status = useFormStatus()
  const busy = pending ?? status.pending
  return (
    <button
      {...props}
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={className}
    >
      {busy && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  )
}
