'use client'

import Link from 'next/link'
import { useId, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import type { AuthView } from '@/components/auth/auth-views'
import {
  CheckboxField,
  Divider,
  PasswordField,
  submitButtonClass,
  TextField,
} from '@/components/auth/form-fields'
import { GoogleButton } from '@/components/auth/google-button'
import { SwitchLink } from '@/components/auth/switch-link'
import { useFormValidation } from '@/components/auth/use-form-errors'
import { site } from '@/data/site'
import { WELCOME_CODE } from '@/lib/promo/promo-codes'
import { authErrorMessage } from '@/lib/auth/error-messages'
import type { SessionResult } from '@/lib/firebase/identity'
import { signUpSchema } from '@/lib/auth/schemas'
import type { SignUpPrefill } from '@/lib/orders/signup-prefill'

type SignUpFormProps = {
  onSuccess: (result: SessionResult) => void
  onSwitch?: (view: AuthView) => void
  /** The guest's details after a guest order (components/auth/use-sign-up-prefill.ts). */
  prefill?: SignUpPrefill | null
}

export function SignUpForm({ onSuccess, onSwitch, prefill }: SignUpFormProps) {
  const { errors, validate } = useFormValidation(signUpSchema)
  const [pending, setPending] = useState(false)
  const languageId = useId()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = validate(event.currentTarget)
    if (!input) return
    setPending(true)
    try {
      const { signUpWithEmail } = await import('@/lib/firebase/identity')
      const result = await signUpWithEmail(input)
      toast.success(`Account created! Welcome, ${input.fullName}`)
      onSuccess(result)
    } catch (error) {
      toast.error(authErrorMessage(error, 'signUp'))
    } finally {
      setPending(false)
    }
  }

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
        <div>
          <label htmlFor={languageId} className="text-ink mb-1.5 block text-sm font-medium">
            Preferred language
          </label>
          <select
            id={languageId}
            name="language"
            defaultValue="english"
            className="border-brand-200 text-ink focus:border-brand-600 focus:ring-brand-200 block min-h-11 w-full rounded-xl border bg-white px-4 py-2.5 text-base shadow-sm focus:ring-2 focus:outline-none"
          >
            <option value="english">English</option>
            <option value="urdu">Urdu (اردو)</option>
          </select>
        </div>
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
