'use client'

import { useLocale } from '@/components/i18n/locale-context'
import { LANGUAGE_OF_LOCALE } from '@/lib/i18n/locales'
import { authTexts } from './auth-texts'

import Link from '@/components/i18n/locale-link'
import { toast } from '@/components/ui/toast'
import type { AuthView } from '@/components/auth/auth-views'
import { CheckboxField, Divider, PasswordField, SelectField, TextField } from '@/components/ui/form-fields'
import { GoogleButton } from '@/components/auth/google-button'
import { SwitchLink } from '@/components/auth/switch-link'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { WELCOME_CODE } from '@/lib/promo/promo-codes'
import { authFailure } from '@/lib/auth/error-messages'
import type { SessionResult } from '@/lib/firebase/identity'
import { signUpSchema } from '@/lib/auth/schemas'
import type { SignUpPrefill } from '@/lib/orders/linking/signup-prefill'
import { SubmitButton } from '@/components/ui/submit-button'

type SignUpFormProps = {
  onSuccess: (result: SessionResult) => void
  onSwitch?: (view: AuthView) => void
  /** The guest's details after a guest order (components/auth/use-sign-up-prefill.ts). */
  prefill?: SignUpPrefill | null
}

export function SignUpForm({ onSuccess, onSwitch, prefill }: SignUpFormProps) {
  const locale = useLocale()
  const texts = authTexts[locale]
  const languageOptions = [
    { value: 'english', label: texts.signUp.english },
    { value: 'urdu', label: texts.signUp.urdu },
  ] as const
  const { formProps, pending, errors } = useFormSubmit({
    schema: signUpSchema,
    submit: async (input) => {
      const { signUpWithEmail } = await import('@/lib/firebase/identity')
      const result = await signUpWithEmail(input)
      toast.success(texts.signUp.done(input.fullName))
      onSuccess(result)
    },
    onThrow: (error) => authFailure(error, 'signUp'),
  })

  return (
    <div className="space-y-6">
      <p className="bg-gold-100 text-gold-700 rounded-xl px-4 py-3 text-center text-sm font-medium">
        {texts.signUp.offer}{' '}
        <strong lang="en" dir="ltr" className="tracking-wider">
          {WELCOME_CODE}
        </strong>
        {texts.signUp.offerEnd}
      </p>
      <form {...formProps} className="space-y-4" aria-label={texts.signUp.form}>
        <TextField
          name="fullName"
          label={texts.signUp.fullName}
          autoComplete="name"
          required
          maxLength={80}
          defaultValue={prefill?.fullName}
          error={errors.fullName}
        />
        <TextField
          name="email"
          label={texts.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          defaultValue={prefill?.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          label={texts.signUp.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+92 300 1234567"
          defaultValue={prefill?.phone}
          error={errors.phone}
        />
        <SelectField
          name="language"
          label={texts.signUp.language}
          // An Urdu page suggests Urdu: the shopper who signs up there most likely reads it.
          defaultValue={LANGUAGE_OF_LOCALE[locale]}
          options={languageOptions}
          error={errors.language}
        />
        <PasswordField
          name="password"
          label={texts.password}
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <PasswordField
          name="confirmPassword"
          label={texts.signUp.confirm}
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <CheckboxField name="terms" required error={errors.terms}>
          {texts.signUp.agree}{' '}
          <Link href="/terms" className="text-brand-700 underline underline-offset-2">
            {texts.signUp.terms}
          </Link>{' '}
          {texts.signUp.and}{' '}
          <Link href="/privacy" className="text-brand-700 underline underline-offset-2">
            {texts.signUp.privacy}
          </Link>
        </CheckboxField>
        <SubmitButton pending={pending} pendingLabel={texts.signUp.pending}>
          {texts.signUp.submit}
        </SubmitButton>
      </form>
      <Divider>{texts.or}</Divider>
      <GoogleButton mode="signUp" onSuccess={onSuccess} disabled={pending} />
      <p className="text-ink/75 text-center text-sm">
        {texts.signUp.haveAccount}{' '}
        <SwitchLink to="signin" onSwitch={onSwitch}>
          {texts.signUp.signIn}
        </SwitchLink>
      </p>
    </div>
  )
}
