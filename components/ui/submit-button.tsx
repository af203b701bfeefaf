'use client'

import { type ButtonHTMLAttributes, type ReactNode, useLayoutEffect, useRef } from 'react'
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
 *
 * Disabling a focused button sends focus to the page's body, so a keyboard or screen-reader user pressing
 * "Add to Bag" or "Sign in" would find herself at the top of the page: when the send ends and focus is
 * nowhere, it comes back to the button.
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
  const ref = useRef<HTMLButtonElement>(null)
  // Whether the shopper pressed this button (a click, a tap, Enter or Space on it) for the send under way.
  const pressed = useRef(false)
  useLayoutEffect(() => {
    if (busy || !pressed.current) return
    pressed.current = false
    const button = ref.current
    const lost = document.activeElement === null || document.activeElement === document.body
    if (button && button.isConnected && !button.disabled && lost) button.focus()
  }, [busy])
  return (
    <button
      {...props}
      ref={ref}
      onClick={(event) => {
        pressed.current = true
        props.onClick?.(event)
      }}
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={className}
    >
      {busy && pendingLabel !== undefined ? pendingLabel : children}
    </button>
  )
}
