'use server'

import { adminAuth } from '@/lib/firebase/admin'
import { authCall } from '@/lib/firebase/calls'
import { updateProfileName } from '@/lib/auth/profile'
import { editProfileSchema } from '@/lib/auth/schemas'
import { getSession } from '@/lib/auth/session'
import {
  type ActionResult,
  type CodedFailure,
  formFields,
  runValidated,
} from '@/lib/checkout/validated-action'

/**
 * Why saving the profile failed, besides runValidated's own codes ('invalid-input', 'unavailable'):
 * 'signed-out' (no session: sign in again) and 'not-saved' (a write to Auth or Firestore failed).
 */
export type EditProfileResult = ActionResult<
  { displayName: string },
  CodedFailure<'signed-out' | 'not-saved'>
>

/**
 * Edit Profile: sets the display name on the Auth account and the name in users/{uid}. The uid comes from the
 * verified session cookie (revocation checked), never from the form. `formFields`: whatever a crafted request
 * sends in place of the form, the answer is a sentence, not a 500. Auth not answering while the session is
 * checked becomes runValidated's 'unavailable'.
 */
export async function updateDisplayName(formData: FormData): Promise<EditProfileResult> {
  return runValidated(
    editProfileSchema,
    formFields(formData),
    async ({ displayName }): Promise<EditProfileResult> => {
      const session = await getSession()
      if (!session)
        return { ok: false, code: 'signed-out', error: 'Please sign in again to edit your profile.' }
      try {
        await authCall('update display name', () => adminAuth().updateUser(session.uid, { displayName }))
        await updateProfileName(session.uid, displayName)
      } catch (error) {
        // Either write may have landed before the other failed, so this is not "nothing was changed".
        console.error('[auth] profile update failed', error)
        return { ok: false, code: 'not-saved', error: 'Failed to update profile' }
      }
      return { ok: true, displayName }
    },
  )
}
