'use server'

import { stampAccountChange } from '@/lib/shopper/account-data-stamp'
import { cookies } from 'next/headers'
import { adminAuth } from '@/lib/firebase/admin'
import { authCall } from '@/lib/firebase/calls'
import { updateProfileLanguage, updateProfileName } from '@/lib/auth/profile'
import { editProfileSchema, languageFormSchema } from '@/lib/auth/schemas'
import { LANGUAGE_COOKIE, languageCookieOptions } from '@/lib/i18n/language-cookie'
import { LOCALE_OF_LANGUAGE, type Locale } from '@/lib/i18n/locales'
import { getSession } from '@/lib/auth/session'
import { type ActionResult, formFields, runValidated } from '@/lib/forms/validated-action'

/**
 * Why saving the profile failed, besides runValidated's own codes ('invalid-input', 'unavailable'):
 * 'profile-signed-out' (no session: sign in again) and 'profile-failed' (a write to Auth or Firestore failed).
 */
export type EditProfileResult = ActionResult<
  { displayName: string },
  { code: 'profile-signed-out' } | { code: 'profile-failed' }
>

/**
 * Edit Profile: sets the display name on the Auth account and the name in users/{uid}. The uid comes from the
 * verified session cookie (revocation checked), never from the form. `formFields`: whatever a crafted request
 * sends in place of the form, the answer is a code, not a 500. Auth not answering while the session is
 * checked becomes runValidated's 'unavailable'.
 */
export async function updateDisplayName(formData: FormData): Promise<EditProfileResult> {
  return runValidated(
    editProfileSchema,
    formFields(formData),
    async ({ displayName }): Promise<EditProfileResult> => {
      const session = await getSession()
      if (!session) return { ok: false, code: 'profile-signed-out' }
      try {
        await authCall('update display name', () => adminAuth().updateUser(session.uid, { displayName }))
        await updateProfileName(session.uid, displayName)
        // A new data stamp: this browser sees the new name at once, whichever server it asks (every
        // server's remembered record is for the old stamp); other browsers within PAGE_VIEW_STANDING_MS.
        await stampAccountChange(session.uid)
      } catch (error) {
        // Either write may have landed before the other failed, so this is not "nothing was changed".
        console.error('[auth] profile update failed', error)
        return { ok: false, code: 'profile-failed' }
      }
      return { ok: true, displayName }
    },
  )
}

export type ChangeLanguageResult = ActionResult<
  { locale: Locale },
  { code: 'language-signed-out' } | { code: 'language-not-saved' }
>

/**
 * The account page's language choice: saved in users/{uid} (honoured at every later sign-in) and remembered in
 * this browser's language cookie, so the shop opens in it from now on. The page then reloads in that language.
 */
export async function changeLanguage(formData: FormData): Promise<ChangeLanguageResult> {
  return runValidated(
    languageFormSchema,
    formFields(formData),
    async ({ language }): Promise<ChangeLanguageResult> => {
      const session = await getSession()
      if (!session) return { ok: false, code: 'language-signed-out' }
      try {
        await updateProfileLanguage(session.uid, language)
        await stampAccountChange(session.uid)
      } catch (error) {
        console.error('[auth] language update failed', error)
        return { ok: false, code: 'language-not-saved' }
      }
      const locale = LOCALE_OF_LANGUAGE[language]
      ;(await cookies()).set(LANGUAGE_COOKIE, locale, languageCookieOptions)
      return { ok: true, locale }
    },
  )
}
