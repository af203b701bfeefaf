'use client'

import { useTexts } from '@/components/i18n/locale-context'
import { TextField } from '@/components/ui/form-fields'
import { updateDisplayName } from '@/lib/auth/actions'
import { editProfileSchema } from '@/lib/auth/schemas'
import { accountTexts } from './account-texts'
import { SaveCancelButtons } from './save-cancel-buttons'
import { useAccountEdit } from './use-account-edit'

/** Edit Profile: the display name, saved by a server action, then the page and the header show it. */
export function EditProfileForm({ displayName, onDone }: { displayName: string; onDone: () => void }) {
  const texts = useTexts(accountTexts).profile
  const { formProps, pending, errors } = useAccountEdit({
    schema: editProfileSchema,
    action: updateDisplayName,
    savedText: texts.saved,
    onDone,
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
