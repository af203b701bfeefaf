'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { TextField } from '@/components/ui/form-fields'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { updateDisplayName, type EditProfileResult } from '@/lib/auth/actions'
import { editProfileSchema } from '@/lib/auth/schemas'
import { accountTexts } from './account-texts'
import { SaveCancelButtons } from './save-cancel-buttons'
import { useReloadAccount } from './account-reload'

/** Edit Profile: the display name, saved by a server action, then the page and the header show it. */
export function EditProfileForm({ displayName, onDone }: { displayName: string; onDone: () => void }) {
  const texts = useTexts(accountTexts).profile
  const reloadAccount = useReloadAccount()
  const { formProps, pending, errors } = useFormSubmit({
    schema: editProfileSchema,
    submit: async (
      _input,
      formData,
    ): Promise<EditProfileResult | { ok: false; code: 'profile-connection-lost' }> => {
      const result = await updateDisplayName(formData)
      if (result.ok) {
        toast.success(texts.saved)
        reloadAccount()
        onDone()
      }
      return result
    },
    // The answer was lost on the way (offline, a dropped connection): the name may or may not be saved.
    onThrow: () => ({ ok: false, code: 'profile-connection-lost' }) as const,
  })

  return (
    <form
      aria-label={texts.form}
      {...formProps}
      className="border-brand-100 bg-brand-50/50 mt-4 space-y-3 rounded-2xl border p-4"
    >
      <TextField
        name="displayName"
        label={texts.name}
        autoComplete="name"
        defaultValue={displayName}
        maxLength={80}
        required
        error={errors.displayName}
      />
      <SaveCancelButtons pending={pending} labels={texts} onCancel={onDone} />
    </form>
  )
}
