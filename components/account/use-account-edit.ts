'use client'

import type { z } from 'zod'
import { toast } from '@/components/ui/toast'
import { type SubmitFailure, useFormSubmit } from '@/components/ui/use-form-submit'
import { useReloadAccount } from './account-reload'

type ConnectionLostWhileSaving = { ok: false; code: 'profile-connection-lost' }

/**
 * An account page's inline edit (her name, a saved address): the form is checked with the action's own schema,
 * sent to the server action, and on success says so, reloads the account and closes. An answer lost on the way
 * may or may not have been saved, so it is said as such and the form keeps what she typed.
 */
export function useAccountEdit<Schema extends z.ZodType, Result extends { ok: true } | SubmitFailure>({
  schema,
  action,
  savedText,
  onDone,
}: {
  schema: Schema
  action: (formData: FormData) => Promise<Result>
  savedText: string
  onDone: () => void
}) {
  const reloadAccount = useReloadAccount()
  return useFormSubmit({
    schema,
    submit: async (_input, formData): Promise<Result | ConnectionLostWhileSaving> => {
      const result = await action(formData)
      if (result.ok) {
        toast.success(savedText)
        reloadAccount()
        onDone()
      }
      return result
    },
    onThrow: (): ConnectionLostWhileSaving => ({ ok: false, code: 'profile-connection-lost' }),
  })
}
