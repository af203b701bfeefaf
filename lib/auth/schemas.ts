import { z } from 'zod'
import { LANGUAGES } from '@/lib/auth/user'
import { PRINTABLE_TEXT_CHECK } from '@/lib/forms/printable-text'

/**
 * One schema per form. Each form validates with its schema before calling Firebase, and the server validates
 * the same fields again with the same schema (a browser can skip client checks; the server cannot be skipped).
 * Their messages are codes (lib/forms/field-error-codes.ts): the form shows the words in the page's language.
 */

const email = z.string({ error: 'email-empty' }).trim().min(1, 'email-empty').pipe(z.email('email-invalid'))

/** A checkbox arrives as 'on' from FormData, or as a boolean from code. */
const checked = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'password-empty' }).min(1, 'password-empty'),
  remember: checked.optional(),
})
export type SignInInput = z.infer<typeof signInSchema>

/** The profile part of sign-up: what the server stores in users/{uid} (the email comes from the token). */
export const signUpProfileSchema = z.object({
  fullName: z
    .string({ error: 'full-name-empty' })
    .trim()
    .min(1, 'full-name-empty')
    .max(80, 'name-long')
    .refine(...PRINTABLE_TEXT_CHECK),
  phone: z
    .string({ error: 'phone-invalid' })
    .trim()
    .max(20, 'phone-invalid')
    .regex(/^[+\d\s()-]*$/, 'phone-invalid')
    .optional()
    .default(''),
  language: z.enum(LANGUAGES, { error: 'language-invalid' }).optional().default('english'),
})
export type SignUpProfile = z.infer<typeof signUpProfileSchema>

export const PASSWORD_MIN_LENGTH = 6

export const signUpSchema = signUpProfileSchema
  .extend({
    email,
    password: z
      .string({ error: 'password-choose' })
      .min(1, 'password-choose')
      .min(PASSWORD_MIN_LENGTH, 'password-short'),
    confirmPassword: z.string({ error: 'password-confirm' }).min(1, 'password-confirm'),
    terms: checked.refine((value) => value, 'terms-unaccepted'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'passwords-differ',
    path: ['confirmPassword'],
  })
export type SignUpInput = z.infer<typeof signUpSchema>

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** Change Password on the account page sends the reset email to the shopper's own address. */
export const accountResetSchema = z.object({
  email: z.string({ error: 'email-required' }).trim().min(1, 'email-required').pipe(z.email('email-invalid')),
})

export const editProfileSchema = z.object({
  displayName: z
    .string({ error: 'name-empty' })
    .trim()
    .min(1, 'name-empty')
    .max(80, 'name-long')
    .refine(...PRINTABLE_TEXT_CHECK),
})
export type EditProfileInput = z.infer<typeof editProfileSchema>

/** The account page's language choice: the profile's language, and the shop's language at every sign-in. */
export const languageFormSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'language-invalid' }),
})

/** The body the browser posts to /api/session after Firebase signs it in. */
export const sessionRequestSchema = z.object({
  idToken: z.string().min(1).max(8192),
  signUp: signUpProfileSchema.optional(),
})
export type SessionRequest = z.infer<typeof sessionRequestSchema>
