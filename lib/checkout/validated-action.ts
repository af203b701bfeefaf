import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'
import { isServiceUnavailable, STORE_UNAVAILABLE_ACTION_MESSAGE } from '@/lib/firebase/service-unavailable'

/**
 * The one way the shop's server actions take input: parse it with a zod schema, run the work, and hand back
 * a typed result the UI can show. A server action is a public endpoint, so its arguments are untrusted
 * whatever the TypeScript signature says.
 */
export type ActionFailure = {
  ok: false
  /** One sentence for a toast or the form's alert. */
  error: string
  /** Per-field messages for forms (field name -> first message). */
  fieldErrors?: Record<string, string>
  /** For forms: what was submitted, so the form can show it again (React resets a form after its action). */
  values?: Record<string, string>
}
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure

export const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again.'

export async function runValidated<S extends z.ZodType, R extends { ok: boolean }>(
  schema: S,
  input: unknown,
  work: (data: z.output<S>) => Promise<R>,
): Promise<R | ActionFailure> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'form'
      fieldErrors[field] ??= issue.message
    }
    const first = parsed.error.issues[0]?.message ?? 'Please check your details.'
    return { ok: false, error: first, fieldErrors }
  }
  try {
    return await work(parsed.data)
  } catch (error) {
    // redirect() and notFound() work by throwing; let them through.
    unstable_rethrow(error)
    console.error('[action] failed', error)
    // Firestore or Auth did not answer in time: every change is all-or-nothing, so nothing was changed.
    if (isServiceUnavailable(error)) return { ok: false, error: STORE_UNAVAILABLE_ACTION_MESSAGE }
    return { ok: false, error: UNEXPECTED_ERROR }
  }
}

/**
 * A form's fields as a plain object for a schema: the last value wins for repeated names, files and React's
 * own `$ACTION_…` bookkeeping fields are left out.
 */
export function formFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$ACTION')) fields[key] = value
  }
  return fields
}
