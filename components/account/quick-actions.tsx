'use client'

import { useCallback, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { toastAfterNavigation } from '@/components/ui/toast-after-navigation'
import { EditProfileForm } from '@/components/account/edit-profile-form'
import { useLocale } from '@/components/i18n/locale-context'
import { useSessionNavigation } from '@/components/auth/use-session-navigation'
import { authFailure } from '@/lib/auth/error-messages'
import { accountResetSchema } from '@/lib/auth/schemas'
import { zodFieldErrors } from '@/lib/forms/field-errors'
import { type FormMessage, formMessage } from '@/lib/i18n/form-message-texts'
import { accountTexts } from './account-texts'

const actionClass =
  'inline-flex min-h-11 w-full items-center justify-center rounded-full border border-brand-200 bg-white px-5 text-sm font-semibold text-brand-800 shadow-sm transition hover:border-brand-300 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60'

/** Edit Profile, Change Password (a reset email to the shopper's own address) and Logout. */
export function QuickActions({ email, displayName }: { email: string; displayName: string }) {
  const locale = useLocale()
  const texts = accountTexts[locale].actions
  const failed = (message: FormMessage) => toast.error(formMessage(locale, message))
  const navigateAfterSessionChange = useSessionNavigation()
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState<'reset' | 'logout' | null>(null)
  const closeEditor = useCallback(() => setEditing(false), [])

  async function changePassword() {
    const parsed = accountResetSchema.safeParse({ email })
    if (!parsed.success) {
      failed({ code: zodFieldErrors(parsed.error, 'email-required').first })
      return
    }
    setBusy('reset')
    try {
      const { sendResetEmail } = await import('@/lib/firebase/identity')
      await sendResetEmail(parsed.data.email)
      toast.success(texts.resetSent)
    } catch (error) {
      failed(authFailure(error, 'resetAccount'))
    } finally {
      setBusy(null)
    }
  }

  async function logout() {
    setBusy('logout')
    try {
      const { signOutEverywhere } = await import('@/lib/firebase/identity')
      await signOutEverywhere()
      toastAfterNavigation('success', texts.loggedOut)
      navigateAfterSessionChange(null, '/')
    } catch (error) {
      failed(authFailure(error, 'logout'))
      setBusy(null)
    }
  }

  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="font-display text-brand-900 text-xl">
        {texts.title}
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <button
          type="button"
          className={actionClass}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {texts.edit}
        </button>
        <button type="button" className={actionClass} onClick={changePassword} disabled={busy !== null}>
          {busy === 'reset' ? texts.sending : texts.password}
        </button>
        <button type="button" className={actionClass} onClick={logout} disabled={busy !== null}>
          {busy === 'logout' ? texts.loggingOut : texts.logout}
        </button>
      </div>
      {editing && <EditProfileForm displayName={displayName} onDone={closeEditor} />}
    </section>
  )
}
