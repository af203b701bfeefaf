import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'
import { isServiceUnavailable, STORE_UNAVAILABLE_ACTION_MESSAGE } from '@/lib/firebase/service-unavailable'
import { type FieldErrors, zodFieldErrors } from '@/lib/forms/field-errors'

/**
 * Why runValidated itself answered with a failure, whatever the action: 'invalid-input' (the schema refused
 * the input; `fieldErrors` says where), 'unavailable' (Firestore or Auth did not answer: nothing was changed)
 * and 'unexpected' (anything else).
 */
export type ValidationFailureCode = 'invalid-input' | 'unavailable' | 'unexpected'

export type ActionFailure<Code extends string = ValidationFailureCode> = {
  ok: false
  /**
   * Why it failed, for a caller that treats some failures in their own way: decide by this, never by the
   * wording of `error`. An action whose callers act on failures declares its codes (CodedFailure) and
   * always sets one.
   */
  code?: Code | ValidationFailureCode
  /** One sentence for a toast or the form's alert. */
  error: string
  /** Per-field messages for forms (field name -> first message). */
  fieldErrors?: FieldErrors
  /** For forms: what was submitted, so the form can show it again (React resets a form after its action). */
  values?: Record<string, string>
}

/** A failure that always says why, from a list the action declares once (see lib/orders/placing/place-order-failure.ts). */
export type CodedFailure<Code extends string> = ActionFailure<Code> & { code: Code | ValidationFailureCode }

export type ActionResult<T extends object = object, Failure extends ActionFailure<string> = ActionFailure> =
  ({ ok: true } & T) | Failure

export const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again.'

/**
 * For input no form of ours can produce (a crafted request, a stale page): shoppers never see zod's own
 * wording ("Too small: expected number to be >=1"). Fields with messages of their own keep them.
 */
export const INVALID_INPUT_MESSAGE = 'Please check your details and try again.'

/**
 * The one way the shop's server actions take input: parse it with a zod schema, run the work, and hand back
 * a typed result the UI can show. A server action is a public endpoint, so its arguments are untrusted
 * whatever the TypeScript signature says.
 */
export async function runValidated<S extends z.ZodType, R extends { ok: boolean }>(
  schema: S,
  input: unknown,
  work: (data: z.output<S>) => Promise<R>,
): Promise<R | CodedFailure<ValidationFailureCode>> {
  // A per-parse error map only fills in for issues whose schema carries no message of its own.
  const parsed = schema.safeParse(input, { error: () => INVALID_INPUT_MESSAGE })
  if (!parsed.success) {
    const { fields, first } = zodFieldErrors(parsed.error, INVALID_INPUT_MESSAGE)
    return { ok: false, code: 'invalid-input', error: first, fieldErrors: fields }
  }
  try {
    return await work(parsed.data)
  } catch (error) {
    // redirect() and notFound() work by throwing; let them through.
    unstable_rethrow(error)
    console.error('[action] failed', error)
    // Firestore or Auth did not answer in time: every change is all-or-nothing, so nothing was changed.
    if (isServiceUnavailable(error)) {
      return { ok: false, code: 'unavailable', error: STORE_UNAVAILABLE_ACTION_MESSAGE }
    }
    return { ok: false, code: 'unexpected', error: UNEXPECTED_ERROR }
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
