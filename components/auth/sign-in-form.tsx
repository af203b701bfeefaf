'use client'

import { toast } from '@/components/ui/toast'
import type { AuthView } from '@/components/auth/auth-views'
import {
  CheckboxField,
  Divider,
  PasswordField,
  submitButtonClass,
  TextField,
} from '@/components/ui/form-fields'
import { GoogleButton } from '@/components/auth/google-button'
import { SwitchLink } from '@/components/auth/switch-link'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { authErrorMessage } from '@/lib/auth/error-messages'
import type { SessionResult } from '@/lib/firebase/identity'
import { signInSchema } from '@/lib/auth/schemas'

type SignInFormProps = {
  onSuccess: (result: SessionResult) => void
  /** Given by the modal to switch forms in place; without it the links go to /signup and /forgot-password. */
  onSwitch?: (view: AuthView) => void
}

export function SignInForm({ onSuccess, onSwitch }: SignInFormProps) {
  const { handleSubmit, pending, errors } = useFormSubmit({
    schema: signInSchema,
    submit: async (input) => {
      const { signInWithEmail } = await import('@/lib/firebase/identity')
      const result = await signInWithEmail(input)
      toast.success('Signed in successfully')
      onSuccess(result)
    },
    onThrow: (error) => ({ ok: false, error: authErrorMessage(error, 'signIn') }),
  })

  return (
    <div className="space-y-6">
      <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-label="Sign in">
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder="you@example.com"
          error={errors.email}
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* Kept as the specification describes it: the session always lasts five days. */}
          <CheckboxField name="remember">Remember me</CheckboxField>
          <SwitchLink to="forgot-password" onSwitch={onSwitch}>
            Forgot Password
          </SwitchLink>
        </div>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className={submitButtonClass}
        >
          {pending ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
      <Divider>or</Divider>
      <GoogleButton mode="signIn" onSuccess={onSuccess} disabled={pending} />
      <p className="text-ink/75 text-center text-sm">
        New to Fatin?{' '}
        <SwitchLink to="signup" onSwitch={onSwitch}>
          Create one now
        </SwitchLink>
      </p>
    </div>
  )
}
