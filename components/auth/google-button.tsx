'use client'

import { useState } from 'react'
import { useLocale } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import type { SessionResult } from '@/lib/firebase/identity'
import { authFailure } from '@/lib/auth/error-messages'
import { formMessage } from '@/lib/i18n/form-message-texts'
import { greetingName } from '@/lib/auth/user'
import { authTexts } from './auth-texts'

type GoogleButtonProps = {
  mode: 'signIn' | 'signUp'
  onSuccess: (result: SessionResult) => void
  disabled?: boolean
}

/** 'Continue with Google' / 'Sign up with Google': one flow; the server writes the profile on a first sign-in. */
export function GoogleButton({ mode, onSuccess, disabled }: GoogleButtonProps) {
  const [pending, setPending] = useState(false)
  const locale = useLocale()
  const texts = authTexts[locale].google

  async function handleClick() {
    setPending(true)
    try {
      const { signInWithGoogle } = await import('@/lib/firebase/identity')
      const result = await signInWithGoogle()
      if (mode === 'signUp') {
        toast.success(texts.signedUp(result.user ? greetingName(result.user) : null))
      } else {
        toast.success(texts.signedIn)
      }
      onSuccess(result)
    } catch (error) {
      toast.error(
        formMessage(locale, authFailure(error, mode === 'signUp' ? 'googleSignUp' : 'googleSignIn')),
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className="border-brand-200 text-ink hover:border-brand-300 hover:bg-brand-50 inline-flex min-h-12 w-full items-center justify-center gap-3 rounded-full border bg-white px-6 py-3 text-sm font-semibold shadow-sm transition disabled:cursor-wait disabled:opacity-70"
    >
      <GoogleMark />
      {pending ? texts.connecting : mode === 'signUp' ? texts.signUp : texts.continue}
    </button>
  )
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width={20} height={20} aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.5 5.8c4.4-4 6.8-10 6.8-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.3 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}
