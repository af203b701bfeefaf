'use server'

import { adminAuth } from '@/lib/firebase/admin'
import { updateProfileName } from '@/lib/auth/profile'
import { editProfileSchema, fieldErrors } from '@/lib/auth/schemas'
import { getSession } from '@/lib/auth/session'
import { formFields, INVALID_INPUT_MESSAGE } from '@/lib/checkout/validated-action'

export type EditProfileState =
  | { status: 'idle' }
  | { status: 'success'; displayName: string; at: number }
  | { status: 'error'; message: string }

/**
 * Edit Profile: sets the display name on the Auth account and the name in users/{uid}. The uid comes from the
 * verified session cookie (revocation checked), never from the form.
 */
export async function updateDisplayName(
  _previous: EditProfileState,
  formData: FormData,
): Promise<EditProfileState> {
  const session = await getSession()
  if (!session) return { status: 'error', message: 'Please sign in again to edit your profile.' }

  // formFields: whatever a crafted request sends in place of the form, the answer is a sentence, not a 500.
  const parsed = editProfileSchema.safeParse(formFields(formData), {
    error: () => INVALID_INPUT_MESSAGE,
  })
  if (!parsed.success) return { status: 'error', message: fieldErrors(parsed.error).first }

  try {
    await adminAuth().updateUser(session.uid, { displayName: parsed.data.displayName })
    await updateProfileName(session.uid, parsed.data.displayName)
  } catch (error) {
    console.error('[auth] profile update failed', error)
    return { status: 'error', message: 'Failed to update profile' }
  }
  return { status: 'success', displayName: parsed.data.displayName, at: Date.now() }
}
