'use client'

import Link from '@/components/i18n/locale-link'
import { toast } from '@/components/ui/toast'
import type { AuthView } from '@/components/auth/auth-views'
import {
  CheckboxField,
  Divider,
  PasswordField,
  SelectField,
  submitButtonClass,
  TextField,
} from '@/components/ui/form-fields'
import { GoogleButton } from '@/components/auth/google-button'
import { SwitchLink } from '@/components/auth/switch-link'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { site } from '@/data/site'
import { WELCOME_CODE } from '@/lib/promo/promo-codes'
import { authErrorMessage } from '@/lib/auth/error-messages'
import type { SessionResult } from '@/lib/firebase/identity'
import { signUpSchema } from '@/lib/auth/schemas'
import type { SignUpPrefill } from '@/lib/orders/signup-prefill'

const LANGUAGE_OPTIONS = [
  { value: 'english', label: 'English' },
  { value: 'urdu', label: 'Urdu (اردو)' },
] as const

type SignUpFormProps = {
  onSuccess: (result: SessionResult) => void
  onSwitch?: (view: AuthView) => void
  /** The guest's details after a guest order (components/auth/use-sign-up-prefill.ts). */
  prefill?: SignUpPrefill | null
}

export function SignUpForm({ onSuccess, onSwitch, prefill }: SignUpFormProps) {
  const { handleSubmit, pending, errors } = useFormSubmit({
    schema: signUpSchema,
    submit: async (input) => {
      const { signUpWithEmail } = await import('@/lib/firebase/identity')
      const result = await signUpWithEmail(input)
      toast.success(`Account created! Welcome, ${input.fullName}`)
      onSuccess(result)
    },
    onThrow: (error) => ({ ok: false, error: authErrorMessage(error, 'signUp') }),
  })

  return (
    <div className="space-y-6">
      <p className="bg-gold-100 text-gold-700 rounded-xl px-4 py-3 text-center text-sm font-medium">
        Create an account and enjoy {site.firstOrderDiscountPercent}% off your first order with code{' '}
        <strong className="tracking-wider">{WELCOME_CODE}</strong>.
      </p>
      <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Create account">
        <TextField
          name="fullName"
          label="Full name"
          autoComplete="name"
          required
          maxLength={80}
          defaultValue={prefill?.fullName}
          error={errors.fullName}
        />
        <TextField
          name="email"
          label="Email"
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
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+92 300 1234567"
          defaultValue={prefill?.phone}
          error={errors.phone}
        />
        <SelectField
          name="language"
          label="Preferred language"
          defaultValue="english"
          options={LANGUAGE_OPTIONS}
          error={errors.language}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
        />
        <CheckboxField name="terms" required error={errors.terms}>
          I agree to the{' '}
          <Link href="/terms" className="text-brand-700 underline underline-offset-2">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href="/privacy" className="text-brand-700 underline underline-offset-2">
            Privacy Policy
          </Link>
        </CheckboxField>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className={submitButtonClass}
        >
          {pending ? 'Creating your account…' : 'Create Account'}
        </button>
      </form>
      <Divider>or</Divider>
      <GoogleButton mode="signUp" onSuccess={onSuccess} disabled={pending} />
      <p className="text-ink/75 text-center text-sm">
        Already have an account?{' '}
        <SwitchLink to="signin" onSwitch={onSwitch}>
          Sign in
        </SwitchLink>
      </p>
    </div>
  )
}
