import type { z } from 'zod'
import { type FieldErrorCode, isFieldErrorCode } from './field-error-codes'

/** Field name -> why it was refused (a code; the form shows the words in the page's language). */
export type FieldErrors = Partial<Record<string, FieldErrorCode>>

/** Where an issue about the whole form (no path) is filed. */
export const FORM_ISSUE = 'form'

/**
 * The one way a zod error becomes what a form shows: the first code for each field (a nested path is joined
 * with dots) and the first code overall, for a toast or an alert. Used in the browser and in server actions
 * alike, so a field's message reads the same wherever it was found. A message that is not one of the shop's
 * codes (zod's own wording, for a schema that forgot one) becomes `fallback`.
 */
export function zodFieldErrors(
  error: z.ZodError,
  fallback: FieldErrorCode = 'invalid-input',
): {
  fields: FieldErrors
  first: FieldErrorCode
} {
  const fields: FieldErrors = {}
  const codeOf = (message: string) => (isFieldErrorCode(message) ? message : fallback)
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || FORM_ISSUE
    fields[field] ??= codeOf(issue.message)
  }
  const first = error.issues[0]
  return { fields, first: first ? codeOf(first.message) : fallback }
}

/** The first refused field's code, in the order the schema found them, if any field was refused. */
export function firstFieldError(fields: FieldErrors | undefined): FieldErrorCode | undefined {
  return fields ? Object.values(fields).find((code) => code !== undefined) : undefined
}
