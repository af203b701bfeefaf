'use client'

import { useState } from 'react'
import type { z } from 'zod'
import { useLocale } from '@/components/i18n/locale-context'
import { toast } from '@/components/ui/toast'
import { type FieldErrors, zodFieldErrors } from '@/lib/forms/field-errors'
import { fieldMessage } from '@/lib/i18n/form-message-texts'

/**
 * Checks a submitted form with the zod schema its server also applies, so a mistake needs no round trip. On
 * failure each message goes next to its field, focus moves to the first wrong field on the page and its
 * message is also shown as a toast (spec section 8 lists them as messages). `errors` is null after a form
 * passed, so the caller can show the server's verdict on it instead.
 */
export function useFormValidation<Schema extends z.ZodType>(schema: Schema) {
  const locale = useLocale()
  const [errors, setErrors] = useState<FieldErrors | null>(null)

  function validate(form: HTMLFormElement): { input: z.output<Schema> } | null {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)))
    if (parsed.success) {
      setErrors(null)
      return { input: parsed.data }
    }
    const { fields, first } = zodFieldErrors(parsed.error)
    setErrors(fields)
    // The first wrong field in the order the shopper reads the form, not the order the schema lists them.
    const firstWrong = Array.from(form.elements).find(
      (element): element is HTMLElement & { name: string } =>
        'name' in element && typeof element.name === 'string' && element.name in fields,
    )
    firstWrong?.focus()
    // The schemas answer codes; the fields word their own (TextField), the toast here.
    toast.error(fieldMessage(locale, (firstWrong && fields[firstWrong.name]) ?? first))
    return null
  }

  return { errors, validate }
}
