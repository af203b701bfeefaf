import { SERVER_ACTION_BODY_LIMIT_BYTES } from './body-limits'
import { readBodyWithin } from './read-body'

export type ActionRefusal = {
  status: 400 | 403 | 413
  error: 'forbidden-origin' | 'body-too-large' | 'malformed-action'
}

/**
 * The values React writes for a server action's arguments that the shop's actions can receive: plain JSON,
 * escaped strings ('$$…'), undefined and the special numbers, dates, temporary references, and forms ('$K').
 * Everything else (promises, Maps, Sets, blobs, streams, iterators, function references, outlined parts)
 * names another part of the body or something no action of ours takes, and a reply that names a part that
 * is not there makes React's decoder throw, which Next turns into a 500.
 */
const SIMPLE_TOKENS = new Set(['$undefined', '$-0', '$NaN', '$Infinity', '$-Infinity', '$T'])
const FORM_TOKEN = /^\$K[0-9a-f]{1,8}$/
const DATE_TOKEN = /^\$D[\d:.TZ+-]{1,40}$/

/**
 * For proxy.ts: refuses a server action POST that Next would otherwise answer with a 500 (its action
 * handler turns every decoding error, an oversized body and a cross-site Origin into a 500), so bad input
 * gets a 4xx and Next's handler only sees what it can decode:
 *
 * - 413 for a body over the limit (Content-Length, or counted while reading), for any POST to a page;
 * - 403 for any POST to a page from an Origin that is not the shop's: a fetch action (`Next-Action` header)
 *   or a form posted without JavaScript from another site, which Next also refuses, but with a 500 (a
 *   missing Origin is left to Next, which lets hand-made requests through: they carry no one else's cookies);
 * - 403 as well when the shop's own Origin comes with a host Next's CSRF check would not match
 *   (hostNextCompares), which Next also answers with a 500;
 * - 400 for a fetch action whose body is not what React's client sends: UTF-8 JSON whose root is the
 *   argument array, as text or as field '0' of a multipart form, using only the tokens above.
 *
 * Route handlers (/api/…) read their own bodies with their own limits and are left alone. Reading the body
 * here does not consume it: Next gives the proxy a copy.
 */
export async function refuseBadActionPost(
  request: Request,
  pathname: string,
  isTrustedOrigin: (origin: string) => boolean,
): Promise<ActionRefusal | null> {
  if (request.method !== 'POST' || pathname.startsWith('/api/')) return null
  const isFetchAction = request.headers.has('next-action')
  const origin = request.headers.get('origin')
  if (origin !== null && (!isTrustedOrigin(origin) || new URL(origin).host !== hostNextCompares(request))) {
    return { status: 403, error: 'forbidden-origin' }
  }

  const read = await readBodyWithin(request, SERVER_ACTION_BODY_LIMIT_BYTES)
  if (!read.ok) {
    return read.reason === 'too-large'
      ? { status: 413, error: 'body-too-large' }
      : { status: 400, error: 'malformed-action' }
  }
  // A POST without the header is a form posted without JavaScript (or not an action at all); Next decides.
  if (!isFetchAction) return null
  return (await isWellFormedReply(read.bytes, request.headers.get('content-type') ?? ''))
    ? null
    : { status: 400, error: 'malformed-action' }
}

/**
 * The host Next's action handler compares with the Origin's (parseHostHeader in its action-handler.js): the
 * first X-Forwarded-Host, else Host. The shop decides nothing by it (lib/auth/origin.ts trusts configuration
 * only); it is read here to refuse with a 403 what Next would refuse with a 500. A proxy in front that sets
 * X-Forwarded-Host to the site's own host passes, since the Origin has already been found to be the site's.
 */
function hostNextCompares(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('host') || new URL(request.url).host
}

async function isWellFormedReply(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<boolean> {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (type === 'multipart/form-data') {
    let form: FormData
    try {
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
    } catch {
      return false
    }
    const root = form.get('0')
    return typeof root === 'string' && isArgumentArray(root)
  }
  if (type !== '' && type !== 'text/plain') return false
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return false
  }
  return isArgumentArray(text)
}

/** JSON whose root is an array and whose '$' strings are all ones the shop's actions can receive. */
export function isArgumentArray(json: string): boolean {
  let root: unknown
  try {
    root = JSON.parse(json)
  } catch {
    return false
  }
  if (!Array.isArray(root)) return false
  // Iterative, so a deeply nested body cannot overflow the stack.
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === 'string') {
      if (value.startsWith('$') && !isAllowedToken(value)) return false
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) pending.push(item)
    }
  }
  return true
}

function isAllowedToken(value: string): boolean {
  return (
    value.startsWith('$$') || SIMPLE_TOKENS.has(value) || FORM_TOKEN.test(value) || DATE_TOKEN.test(value)
  )
}
