'use client'

import { useRouter } from 'next/navigation'
import { useActionState, useEffect, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { submitButtonClass, TextField } from '@/components/auth/form-fields'
import { updateDisplayName, type EditProfileState } from '@/lib/auth/actions'
import { editProfileSchema, fieldErrors } from '@/lib/auth/schemas'

const initialState: EditProfileState = { status: 'idle' }

/** Edit Profile: the display name, saved by a server action, then the page re-renders with it. */
export function EditProfileForm({ displayName, onDone }: { displayName: string; onDone: () => void }) {
  const router = useRouter()
  const [state, formAction, pending] = useActionState(updateDisplayName, initialState)
  const [error, setError] = useState<string | undefined>()

  useEffect(() => {
    if (state.status === 'success') {
      toast.success('Profile updated!')
      router.refresh()
      onDone()
    } else if (state.status === 'error') {
      toast.error(state.message)
    }
  }, [state, router, onDone])

  return (
    <form
      aria-label="Edit profile"
      noValidate
      action={(formData) => {
        // The same schema the server action applies, so an obvious mistake needs no round trip.
        const parsed = editProfileSchema.safeParse(Object.fromEntries(formData))
        if (!parsed.success) {
          const message = fieldErrors(parsed.error).first
          setError(message)
          toast.error(message)
          return
        }
        setError(undefined)
        formAction(formData)
      }}
      className="border-brand-100 bg-brand-50/50 mt-4 space-y-3 rounded-2xl border p-4"
    >
      <TextField
        name="displayName"
        label="Display name"
        autoComplete="name"
        defaultValue={displayName}
        maxLength={80}
        required
        error={error}
      />
      <div className="flex gap-3">
        <button type="submit" disabled={pending} className={`${submitButtonClass} w-auto flex-1`}>
          {pending ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="border-brand-200 text-ink hover:bg-brand-50 min-h-12 flex-1 rounded-full border bg-white px-6 text-sm font-semibold"
        >
          Cancel
        </button>
      </div>
    </form>
  )
}
