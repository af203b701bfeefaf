'use client'

import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from '@/lib/auth/schemas'

/**
 * Validates a submitted form with its zod schema: on failure the messages go next to their fields, the first
 * one is also shown as a toast (spec section 8 lists them as messages) and focus moves to the first bad field.
 */
export function useFormValidation<Schema extends z.ZodType>(schema: Schema) {
  const [errors, setErrors] = useState<FieldErrors<z.input<Schema>>>({})

  function validate(form: HTMLFormElement): z.output<Schema> | null {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)))
    if (parsed.success) {
      setErrors({})
      return parsed.data
    }
    const { fields, first } = fieldErrors(parsed.error)
    setErrors(fields as FieldErrors<z.input<Schema>>)
    toast.error(first)
    const firstField = Object.keys(fields)[0]
    if (firstField) form.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus()
    return null
  }

  return { errors, validate }
}
