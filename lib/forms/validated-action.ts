import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'
import { type FieldErrors, zodFieldErrors } from './field-errors'
import type { Message } from '@/lib/i18n/messages'

/**
 * Why runValidated itself answered with a failure, whatever the action: 'invalid-input' (the schema refused
 * the input; `fieldErrors` says where and why), 'unavailable' (Firestore or Auth did not answer: nothing was
 * changed) and 'unexpected' (anything else).
 */
export type ValidationFailureCode = 'invalid-input' | 'unavailable' | 'unexpected'

export type ValidationMessage = { code: ValidationFailureCode }

/**
 * A refused action: a code from the action's own list M (with the parameters its words need) or one of
 * runValidated's. The page shows the words for it in its language (lib/i18n/messages.ts); nothing here is
 * a sentence.
 */
export type ActionFailure<M extends Message = never> = {
  ok: false
  /** Per-field codes for forms (field name -> why that field was refused). */
  fieldErrors?: FieldErrors
  /** For forms: what was submitted, so the form can show it again (React resets a form after its action). */
  values?: Record<string, string>
} & (M | ValidationMessage)

export type ActionResult<T extends object = object, M extends Message = never> =
  ({ ok: true } & T) | ActionFailure<M>

/**
 * The one way the shop's server actions take input: parse it with a zod schema, run the work, and hand back
 * a typed result (codes, never sentences) the UI can show in its language. A server action is a public
 * endpoint, so its arguments are untrusted whatever the TypeScript signature says.
 */
export async function runValidated<S extends z.ZodType, R extends { ok: boolean }>(
  schema: S,
  input: unknown,
  work: (data: z.output<S>) => Promise<R>,
): Promise<R | ActionFailure> {
  // For input no form of ours can produce (a crafted request, a stale page): shoppers never see zod's own
  // wording ("Too small: expected number to be >=1"). Fields with codes of their own keep them.
  const parsed = schema.safeParse(input, { error: () => 'invalid-input' })
  if (!parsed.success) {
    return { ok: false, code: 'invalid-input', fieldErrors: zodFieldErrors(parsed.error).fields }
  }
  try {
    return await work(parsed.data)
  } catch (error) {
    // redirect() and notFound() work by throwing; let them through.
    unstable_rethrow(error)
    console.error('[action] failed', error)
    // Firestore or Auth did not answer in time: every change is all-or-nothing, so nothing was changed.
    if (isServiceUnavailable(error)) {
      return { ok: false, code: 'unavailable' }
    }
    return { ok: false, code: 'unexpected' }
  }
}

/**
 * A form's fields as a plain object for a schema: the last value wins for repeated names, files and React's
 * own `$ACTION_…` bookkeeping fields are left out.
 */
export function formFields(formData: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  // A server action is a public endpoint: what arrives in place of the form may be anything at all.
  if (!(formData instanceof FormData)) return fields
  for (const [key, value] of formData.entries()) {
    if (typeof value === 'string' && !key.startsWith('$ACTION')) fields[key] = value
  }
  return fields
}
