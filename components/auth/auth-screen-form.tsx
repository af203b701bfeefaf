'use client'

import Link from '@/components/i18n/locale-link'
import { useTexts } from '@/components/i18n/locale-context'
import { authTexts } from '@/components/auth/auth-texts'
import type { AuthView } from '@/components/auth/auth-views'
import { linkButtonClass } from '@/components/ui/button-classes'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { SignInForm } from '@/components/auth/sign-in-form'
import { SignUpForm } from '@/components/auth/sign-up-form'
import { useSessionNavigation } from '@/components/auth/use-session-navigation'
import { useSignUpPrefill } from '@/components/auth/use-sign-up-prefill'
import type { SessionResult } from '@/lib/firebase/identity'
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-path'

/**
 * The forms on the full-page screens. After signing in the shopper goes where they were heading (`?next=`, when
 * it is a same-site path) or home. The query is read when the form succeeds rather than during render, so the
 * screen prerenders whole into the static shell.
 */
export function AuthScreenForm({ view }: { view: AuthView }) {
  const texts = useTexts(authTexts)
  const navigateAfterSessionChange = useSessionNavigation()
  const prefill = useSignUpPrefill()

  function goOn(result: SessionResult) {
    const next = new URLSearchParams(window.location.search).get(RETURN_PARAM)
    navigateAfterSessionChange(result.user ?? undefined, safeReturnPath(next), 'replace')
  }

  if (view === 'signin') return <SignInForm onSuccess={goOn} />
  // Keyed so the form starts again with the details once they arrive (its fields are uncontrolled).
  if (view === 'signup')
    return <SignUpForm key={prefill ? 'prefilled' : 'blank'} onSuccess={goOn} prefill={prefill} />
  return (
    <ForgotPasswordForm
      back={
        <Link href="/signin" className={linkButtonClass}>
          {texts.reset.backToSignIn}
        </Link>
      }
    />
  )
}
