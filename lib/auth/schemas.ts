import { z } from 'zod'
import { LANGUAGES } from '@/lib/auth/user'

/**
 * One schema per form. Each form validates with its schema before calling Firebase, and the server validates
 * the same fields again with the same schema (a browser can skip client checks; the server cannot be skipped).
 */

const email = z
  .string({ error: 'Please enter your email' })
  .trim()
  .min(1, 'Please enter your email')
  .pipe(z.email('Please enter a valid email address'))

/** A checkbox arrives as 'on' from FormData, or as a boolean from code. */
const checked = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())

export const signInSchema = z.object({
  email,
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password'),
  remember: checked.optional(),
})
export type SignInInput = z.infer<typeof signInSchema>

/** The profile part of sign-up: what the server stores in users/{uid} (the email comes from the token). */
export const signUpProfileSchema = z.object({
  fullName: z
    .string({ error: 'Please enter your full name' })
    .trim()
    .min(1, 'Please enter your full name')
    .max(80, 'Please keep your name under 80 characters'),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .max(20, 'Please enter a valid phone number')
    .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number')
    .optional()
    .default(''),
  language: z.enum(LANGUAGES, { error: 'Please choose English or Urdu' }).optional().default('english'),
})
export type SignUpProfile = z.infer<typeof signUpProfileSchema>

export const PASSWORD_MIN_LENGTH = 6

export const signUpSchema = signUpProfileSchema
  .extend({
    email,
    password: z
      .string({ error: 'Please choose a password' })
      .min(1, 'Please choose a password')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
    terms: checked.refine((value) => value, 'Please accept the terms and privacy policy'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  })
export type SignUpInput = z.infer<typeof signUpSchema>

export const forgotPasswordSchema = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** Change Password on the account page sends the reset email to the shopper's own address. */
export const accountResetSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Please enter a valid email address')),
})

export const editProfileSchema = z.object({
  displayName: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(80, 'Please keep your name under 80 characters'),
})
export type EditProfileInput = z.infer<typeof editProfileSchema>

/** The account page's language choice: the profile's language, and the shop's language at every sign-in. */
export const languageFormSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Please choose English or Urdu' }),
})

/** The body the browser posts to /api/session after Firebase signs it in. */
export const sessionRequestSchema = z.object({
  idToken: z.string().min(1).max(8192),
  signUp: signUpProfileSchema.optional(),
})
export type SessionRequest = z.infer<typeof sessionRequestSchema>
