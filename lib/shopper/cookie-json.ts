import type { z } from 'zod'

/**
 * A guest cookie's JSON value, checked against its schema. A cookie is user input: a missing, malformed or
 * wrongly shaped value reads as undefined, never as an error, and the caller treats it as empty.
 */
export function parseCookieJson<T>(raw: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!raw) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return undefined
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : undefined
}
