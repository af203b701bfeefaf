'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { authTexts } from './auth-texts'

import { useEffect, useRef } from 'react'
import type { AuthView } from '@/components/auth/auth-views'
import { linkButtonClass } from '@/components/ui/form-fields'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { SignInForm } from '@/components/auth/sign-in-form'
import { SignUpForm } from '@/components/auth/sign-up-form'
import { keepTabInside } from '@/components/ui/focus-trap'
import { CloseIcon } from '@/components/ui/icons'
import type { SessionResult } from '@/lib/firebase/identity'

type AuthModalProps = {
  view: AuthView
  onViewChange: (view: AuthView) => void
  onClose: () => void
  onSignedIn: (result: SessionResult) => void
  /** Prefills the reset form (Change Password from the user menu). */
  defaultEmail?: string
}

/**
 * The auth modal: sign in, sign up and forgot password, switchable in place. A native modal <dialog> makes the
 * page behind it inert (focus moves in, Tab stays inside) and closes on Escape; a click on the backdrop or the
 * close button closes it too, and the forgot form's back action closes it (spec section 2). Focus then returns
 * to the control that opened it. Mounted only while open.
 */
export function AuthModal({ view, onViewChange, onClose, onSignedIn, defaultEmail }: AuthModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // A drag that starts in a field and ends on the backdrop (selecting text) must not close the modal.
  const pressedOnBackdrop = useRef(false)
  const titleId = `auth-modal-title-${view}`

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    // The page behind must not scroll under a phone-sized modal.
    const { overflow } = document.documentElement.style
    document.documentElement.style.overflow = 'hidden'
    // No dialog.close() on cleanup: its 'close' event would arrive after React Strict Mode's re-run of this
    // effect and shut the modal; unmounting removes the dialog from the top layer anyway, but without the
    // browser's own return of focus, so focus goes back to the control that opened it here (if still there).
    return () => {
      document.documentElement.style.overflow = overflow
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  const texts = useTexts(authTexts)
  const { title, subtitle } = texts.modal[view]

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        // Escape: close through React, so the modal is gone (and focus back on its opener) in one step; the
        // browser's own close would hand focus back before React had heard of it.
        event.preventDefault()
        onClose()
      }}
      onKeyDown={keepTabInside}
      onPointerDown={(event) => {
        // The dialog element itself is only hit on its backdrop: its content fills it edge to edge.
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose()
      }}
      className="text-ink backdrop:bg-brand-950/60 m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto overscroll-contain rounded-3xl bg-white p-0 shadow-2xl backdrop:backdrop-blur-[2px]"
    >
      <div className="relative px-6 pt-8 pb-7 sm:px-8">
        <header className="mb-6 pe-10 text-start">
          <h2 id={titleId} className="font-display text-brand-900 text-3xl">
            {title}
          </h2>
          <p className="text-ink/70 mt-1 text-sm">{subtitle}</p>
        </header>
        {view === 'signin' && <SignInForm onSuccess={onSignedIn} onSwitch={onViewChange} />}
        {view === 'signup' && <SignUpForm onSuccess={onSignedIn} onSwitch={onViewChange} />}
        {view === 'forgot-password' && (
          <ForgotPasswordForm
            defaultEmail={defaultEmail}
            back={
              <button type="button" onClick={onClose} className={linkButtonClass}>
                {texts.reset.back}
              </button>
            }
          />
        )}
        <button
          type="button"
          onClick={onClose}
          aria-label={texts.close}
          className="text-ink/70 hover:bg-brand-50 hover:text-brand-800 absolute end-4 top-4 inline-flex size-11 items-center justify-center rounded-full transition"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </dialog>
  )
}
