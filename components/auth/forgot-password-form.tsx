'use client'

import { useState, type ReactNode } from 'react'
import { useTexts } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { TextField } from '@/components/ui/form-fields'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { authFailure } from '@/lib/auth/error-messages'
import { forgotPasswordSchema } from '@/lib/auth/schemas'
import { authTexts } from './auth-texts'
import { SubmitButton } from '@/components/ui/submit-button'

type ForgotPasswordFormProps = {
  defaultEmail?: string
  /** The back action: the modal closes itself (spec section 2); the full page links to /signin. */
  back: ReactNode
}

/** Sends a reset link. It reads the same whether or not the email has an account, so it reveals nothing. */
export function ForgotPasswordForm({ defaultEmail, back }: ForgotPasswordFormProps) {
  const texts = useTexts(authTexts)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { formProps, pending, errors } = useFormSubmit({
    schema: forgotPasswordSchema,
    submit: async (input) => {
      const { sendResetEmail } = await import('@/lib/firebase/identity')
      await sendResetEmail(input.email)
      toast.success(texts.reset.done)
      setSentTo(input.email)
    },
    onThrow: (error) => authFailure(error, 'resetForgot'),
  })

  return (
    <div className="space-y-5">
      <p className="text-ink/75 text-sm leading-relaxed">{texts.reset.lead}</p>
      <form {...formProps} className="space-y-4" aria-label={texts.reset.form}>
        <TextField
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={defaultEmail}
          placeholder="you@example.com"
          error={errors.email}
        />
        <SubmitButton pending={pending} pendingLabel={texts.reset.pending}>
          {texts.reset.submit}
        </SubmitButton>
      </form>
      {sentTo && (
        <p role="status" className="bg-brand-50 text-brand-900 rounded-xl px-4 py-3 text-sm">
          {texts.reset.sentBefore}{' '}
          <bdi>
            <strong>{sentTo}</strong>
          </bdi>
          {texts.reset.sentAfter}
        </p>
      )}
      <div className="text-center text-sm">{back}</div>
    </div>
  )
}
