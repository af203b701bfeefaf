import type { z } from 'zod'

/** Field name -> the message shown next to that field. */
export type FieldErrors = Record<string, string>

/** Where an issue about the whole form (no path) is filed. */
export const FORM_ISSUE = 'form'

/**
 * The one way a zod error becomes what a form shows: the first message for each field (a nested path is
 * joined with dots) and the first message overall, for a toast or an alert. Used in the browser and in
 * server actions alike, so a field's message reads the same wherever it was found.
 */
export function zodFieldErrors(
  error: z.ZodError,
  fallback = 'Please check the form.',
): {
  fields: FieldErrors
  first: string
} {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || FORM_ISSUE
    fields[field] ??= issue.message
  }
  return { fields, first: error.issues[0]?.message ?? fallback }
}
