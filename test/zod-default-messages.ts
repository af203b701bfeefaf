import type { z } from 'zod'

const DEFAULT = '\u0000zod-default-message'

/** Values a crafted request (or a browser bug) could send in place of each form field. */
const JUNK: readonly unknown[] = [undefined, null, '', ' ', 42, -1, 1.5, true, ['a'], {}, 'x'.repeat(5000)]

/**
 * Which issues of `schema` would reach a shopper as zod's own wording ("Too small: expected number…"):
 * every field is given every kind of junk, and any issue that falls back to the error map (instead of a
 * message the schema carries) is listed as 'field: issue code'. For tests: an empty list means every way
 * the form can fail has words written for shoppers.
 */
export function fieldsWithDefaultMessages(schema: z.ZodType, fields: readonly string[]): string[] {
  const found = new Set<string>()
  // Forms always arrive as an object of fields (Object.fromEntries, formFields); the fields are the risk.
  const inputs: unknown[] = [{}]
  for (const junk of JUNK) inputs.push(Object.fromEntries(fields.map((field) => [field, junk])))
  for (const field of fields) {
    for (const junk of JUNK) inputs.push({ [field]: junk })
  }
  for (const input of inputs) {
    const result = schema.safeParse(input, { error: () => DEFAULT })
    if (result.success) continue
    for (const issue of result.error.issues) {
      if (issue.message === DEFAULT) found.add(`${issue.path.join('.') || '(form)'}: ${issue.code}`)
    }
  }
  return [...found].sort()
}
