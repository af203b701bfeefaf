'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { authTexts } from './auth-texts'

import { toast } from '@/components/ui/toast'
import type { AuthView } from '@/components/auth/auth-views'
import { CheckboxField, Divider, PasswordField, TextField } from '@/components/ui/form-fields'
import { GoogleButton } from '@/components/auth/google-button'
import { SwitchLink } from '@/components/auth/switch-link'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { authFailure } from '@/lib/auth/error-messages'
import type { SessionResult } from '@/lib/firebase/identity'
import { signInSchema } from '@/lib/auth/schemas'
import { SubmitButton } from '@/components/ui/submit-button'

type SignInFormProps = {
  onSuccess: (result: SessionResult) => void
  /** Given by the modal to switch forms in place; without it the links go to /signup and /forgot-password. */
  onSwitch?: (view: AuthView) => void
}

export function SignInForm({ onSuccess, onSwitch }: SignInFormProps) {
  const texts = useTexts(authTexts)
  const { formProps, pending, errors } = useFormSubmit({
    schema: signInSchema,
    submit: async (input) => {
      const { signInWithEmail } = await import('@/lib/firebase/identity')
      const result = await signInWithEmail(input)
      toast.success(texts.signIn.done)
      onSuccess(result)
    },
    onThrow: (error) => authFailure(error, 'signIn'),
  })

  return (
    <div className="space-y-6">
      <form {...formProps} className="space-y-4" aria-label={texts.signIn.form}>
        <TextField
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          error={errors.email}
        />
        <PasswordField
          name="password"
          label={texts.password}
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Kept as the specification describes it: the session always lasts five days. */}
          <CheckboxField name="remember">{texts.signIn.remember}</CheckboxField>
          <SwitchLink to="forgot-password" onSwitch={onSwitch}>
            {texts.signIn.forgot}
          </SwitchLink>
        </div>
        <SubmitButton pending={pending} pendingLabel={texts.signIn.pending}>
          {texts.signIn.submit}
        </SubmitButton>
      </form>
      <Divider>{texts.or}</Divider>
      <GoogleButton mode="signIn" onSuccess={onSuccess} disabled={pending} />
      <p className="text-ink/75 text-center text-sm">
        {texts.signIn.newHere}{' '}
        <SwitchLink to="signup" onSwitch={onSwitch}>
          {texts.signIn.createOne}
        </SwitchLink>
      </p>
    </div>
  )
}
