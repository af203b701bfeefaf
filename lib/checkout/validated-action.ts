import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'

/**
 * The one way the shop's server actions take input: parse it with a zod schema, run the work, and hand back
 * a typed result the UI can show. A server action is a public endpoint, so its arguments are untrusted
 * whatever the TypeScript signature says.
 */
/**
 * Failures the UI handles in their own way, decided by this code and never by the message's wording:
 * 'out-of-stock' (the bag asks for more than is left) and 'conflict' (an order form sent again with the same
 * idempotency key but a different bag, code or address). Both send the shopper to review the bag.
 */
export type ActionErrorCode = 'conflict' | 'out-of-stock'

export type ActionFailure = {
  ok: false
  /** One sentence for a toast or the form's alert. */
  error: string
  /** Set for a failure the UI treats specially (see ActionErrorCode). */
  code?: ActionErrorCode
  /** Per-field messages for forms (field name -> first message). */
  fieldErrors?: Record<string, string>
  /** For forms: what was submitted, so the form can show it again (React resets a form after its action). */
  values?: Record<string, string>
}
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure

export const UNEXPECTED_ERROR = 'Something went wrong on our side. Please try again.'

/**
 * For input no form of ours can produce (a crafted request, a stale page): shoppers never see zod's own
 * wording ("Too small: expected number to be >=1"). Fields with messages of their own keep them.
 */
export const INVALID_INPUT_MESSAGE = 'Please check your details and try again.'

export async function runValidated<S extends z.ZodType, R extends { ok: boolean }>(
  schema: S,
  input: unknown,
  work: (data: z.output<S>) => Promise<R>,
): Promise<R | ActionFailure> {
  // A per-parse error map only fills in for issues whose schema carries no message of its own.
  const parsed = schema.safeParse(input, { error: () => INVALID_INPUT_MESSAGE })
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || 'form'
      fieldErrors[field] ??= issue.message
    }
    const first = parsed.error.issues[0]?.message ?? INVALID_INPUT_MESSAGE
    return { ok: false, error: first, fieldErrors }
  }
  try {
    return await work(parsed.data)
  } catch (error) {
    // redirect() and notFound() work by throwing; let them through.
    unstable_rethrow(error)
    console.error('[action] failed', error)
    return { ok: false, error: UNEXPECTED_ERROR }
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
