import { JSON_BODY_LIMIT_BYTES } from './body-limits'
import { readBodyWithin } from './read-body'

export type JsonBodyRead =
  { ok: true; body: unknown } | { ok: false; status: 400 | 413; error: 'invalid-json' | 'body-too-large' }

/**
 * The JSON body of a route handler's request, read with a size limit: 413 `body-too-large` when it is bigger
 * than `limit` (checked on Content-Length first, then while reading), 400 `invalid-json` when it is not UTF-8
 * JSON. `request.json()` would read any size and throw on junk, which would end as a 500.
 */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<JsonBodyRead> {
  const read = await readBodyWithin(request, limit)
  if (!read.ok) {
    return read.reason === 'too-large'
      ? { ok: false, status: 413, error: 'body-too-large' }
      : { ok: false, status: 400, error: 'invalid-json' }
  }
  try {
    return { ok: true, body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)) }
  } catch {
    return { ok: false, status: 400, error: 'invalid-json' }
  }
}
