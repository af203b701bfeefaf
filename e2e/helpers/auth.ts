import { expect, test, type Page } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore, Timestamp } from 'firebase-admin/firestore'

/**
 * Test-side access to the same local emulators the app under test uses (scripts/lib/emulators.mjs): the Auth
 * emulator's REST API and firebase-admin, to arrange accounts and to check what the app wrote.
 */
export const PROJECT_ID = 'demo-fatin'
const AUTH_HOST =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099}`
const FIRESTORE_HOST =
  process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${process.env.FIRESTORE_EMULATOR_PORT ?? 8080}`
export const AUTH_EMULATOR = `http://${AUTH_HOST}`

function admin() {
  // firebase-admin finds the emulators through these variables; a demo- project never reaches Google.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
  return { auth: getAuth(app), db: getFirestore(app) }
}

export const PASSWORD = 'fatin-secret-1'

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

/**
 * An account as a shopper who has verified her e-mail has it: its orders' receipts go out at once. Pass
 * `emailVerified: false` for one that has not (its receipts wait for verification: lib/mail/held-receipts.ts).
 */
export async function createAccount(
  email: string,
  displayName?: string,
  password = PASSWORD,
  { emailVerified = true }: { emailVerified?: boolean } = {},
) {
  return admin().auth.createUser({ email, password, displayName, emailVerified })
}

export async function uidFor(email: string): Promise<string | null> {
  try {
    return (await admin().auth.getUserByEmail(email)).uid
  } catch {
    return null
  }
}

export type StoredProfile = {
  name: string
  phone: string
  email: string
  language: string
  createdAt: Timestamp
}

export async function storedProfile(email: string): Promise<StoredProfile | null> {
  const uid = await uidFor(email)
  if (!uid) return null
  const snapshot = await admin().db.collection('users').doc(uid).get()
  return snapshot.exists ? (snapshot.data() as StoredProfile) : null
}

export { Timestamp }

/** A real, fresh Firebase ID token from the Auth emulator, as the browser's SDK gets after signing in. */
export async function freshIdToken(email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = (await response.json()) as { idToken?: string }
  if (!body.idToken) throw new Error(`The Auth emulator did not sign ${email} in`)
  return body.idToken
}

/**
 * Signs an existing account in for the page's browser context without the form: what the sign-in form does
 * once Firebase has signed the shopper in (an ID token exchanged at POST /api/session for the httpOnly session
 * cookie), in one request. For tests about something else; the tests of the forms themselves fill them in.
 * With `signUp`, the exchange also writes the profile, as the sign-up form's does.
 */
export async function signInWithApi(
  page: Page,
  email: string,
  {
    password = PASSWORD,
    signUp,
    baseURL = test.info().project.use.baseURL,
  }: {
    password?: string
    signUp?: { fullName: string; phone?: string; language?: 'english' | 'urdu' }
    /** The shop to sign in to, when not the config's (outage.spec.ts runs its own). */
    baseURL?: string
  } = {},
) {
  if (!baseURL) throw new Error('signInWithApi needs a baseURL')
  const { origin } = new URL(baseURL)
  const response = await page.request.post(`${origin}/api/session`, {
    headers: { origin },
    data: { idToken: await freshIdToken(email, password), ...(signUp ? { signUp } : {}) },
  })
  expect(response.status(), `POST /api/session for ${email}`).toBe(200)
  expect(await sessionCookie(page), 'the session cookie in the browser context').toBeDefined()
}

/** A new account, signed up (profile written) and signed in for the page's context, without the forms. */
export async function signUpWithApi(page: Page, fullName: string, tag: string): Promise<string> {
  const email = uniqueEmail(tag)
  await createAccount(email, fullName)
  await signInWithApi(page, email, { signUp: { fullName } })
  return email
}

type OobCode = { email: string; requestType: string; oobCode: string }

/** The emails the Auth emulator would have sent (it records them instead of sending). */
export async function recordedEmails(email: string): Promise<OobCode[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  const body = (await response.json()) as { oobCodes?: OobCode[] }
  return (body.oobCodes ?? []).filter((code) => code.email.toLowerCase() === email.toLowerCase())
}

export const home = /^http:\/\/localhost:\d+\/$/

/**
 * A sign-in or sign-out ends with a client navigation plus a server re-render of the whole page; on a busy
 * two-core machine that can take longer than a plain assertion waits.
 */
export const AFTER_SESSION_CHANGE = 20_000

/** The toast area, in either language ('Notifications alt+T', 'اطلاعات alt+T'). */
export const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|اطلاعات) / })

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(toasts(page).getByText(text)).toBeVisible()
}

/** Client components answer clicks only once React has hydrated them. */
export async function waitForHydration(page: Page, selector = 'main') {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return !!element && Object.keys(element).some((key) => key.startsWith('__react'))
  }, selector)
}

export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page, 'form, main')
}

export const header = (page: Page) => page.getByRole('banner')

/** The signed-in user button in the header (its name carries the shopper's name). */
export const accountMenuButton = (page: Page) =>
  header(page).getByRole('button', { name: /^Account menu for/ })

export async function openUserMenu(page: Page) {
  await accountMenuButton(page).click()
}

export const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' })
export const signUpForm = (page: Page) => page.getByRole('form', { name: 'Create account' })
export const resetForm = (page: Page) => page.getByRole('form', { name: 'Reset password' })

export async function fillSignIn(page: Page, email: string, password = PASSWORD) {
  const form = signInForm(page)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In', exact: true }).click()
}

export type SignUpDetails = {
  fullName: string
  email: string
  phone?: string
  language?: 'english' | 'urdu'
  password?: string
  confirmPassword?: string
  acceptTerms?: boolean
}

export async function fillSignUp(page: Page, details: SignUpDetails) {
  const form = signUpForm(page)
  await form.getByLabel('Full name').fill(details.fullName)
  await form.getByLabel('Email', { exact: true }).fill(details.email)
  if (details.phone) await form.getByLabel('Phone (optional)').fill(details.phone)
  if (details.language) await form.getByLabel('Preferred language').selectOption(details.language)
  await form.getByLabel('Password', { exact: true }).fill(details.password ?? PASSWORD)
  await form
    .getByLabel('Confirm password', { exact: true })
    .fill(details.confirmPassword ?? details.password ?? PASSWORD)
  if (details.acceptTerms !== false) await form.getByRole('checkbox', { name: /I agree to the/ }).check()
  await form.getByRole('button', { name: 'Create Account' }).click()
}

/** The session cookie as the browser holds it. */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === '__session')
}
