'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { authTexts } from './auth-texts'

import type { AuthView } from '@/components/auth/auth-views'
import { linkButtonClass } from '@/components/ui/button-classes'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { SignInForm } from '@/components/auth/sign-in-form'
import { SignUpForm } from '@/components/auth/sign-up-form'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { useBackToCloseWhileMounted } from '@/components/ui/use-back-to-close'
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
 * The auth modal: sign in, sign up and forgot password, switchable in place, in the shop's modal dialog
 * (components/ui/modal-dialog.tsx: Escape, the backdrop, focus kept inside and returned to the opener). The
 * close button and the forgot form's back action close it too (spec section 2). Mounted only while open.
 */
export function AuthModal({ view, onViewChange, onClose, onSignedIn, defaultEmail }: AuthModalProps) {
  const titleId = `auth-modal-title-${view}`

  const texts = useTexts(authTexts)
  const { title, subtitle } = texts.modal[view]
  // On a phone the modal fills the screen: Back closes it rather than leaving the page under it. Signing in
  // reloads what the page shows, which going back must not undo.
  const history = useBackToCloseWhileMounted(onClose)
  const close = () => {
    history.leaveEntry()
    onClose()
  }
  const signedIn = (result: SessionResult) => {
    history.forgetEntry()
    onSignedIn(result)
  }

  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={close}
      className="text-ink backdrop:bg-brand-950/60 m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md overflow-y-auto overscroll-contain rounded-3xl bg-white p-0 shadow-2xl backdrop:backdrop-blur-[2px]"
    >
      <div className="relative px-6 pt-8 pb-7 sm:px-8">
        <header className="mb-6 pe-10 text-start">
          <h2 id={titleId} className="font-display text-brand-900 text-3xl">
            {title}
          </h2>
          <p className="text-ink/70 mt-1 text-sm">{subtitle}</p>
        </header>
        {view === 'signin' && <SignInForm onSuccess={signedIn} onSwitch={onViewChange} />}
        {view === 'signup' && <SignUpForm onSuccess={signedIn} onSwitch={onViewChange} />}
        {view === 'forgot-password' && (
          <ForgotPasswordForm
            defaultEmail={defaultEmail}
            back={
              <button type="button" onClick={close} className={linkButtonClass}>
                {texts.reset.back}
              </button>
            }
          />
        )}
        <button
          type="button"
          onClick={close}
          aria-label={texts.close}
          className="text-ink/70 hover:bg-brand-50 hover:text-brand-800 absolute end-4 top-4 inline-flex size-11 items-center justify-center rounded-full transition"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </ModalDialog>
  )
}
