export type BodyRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'bad-length' }

/**
 * Reads a request body, but never more than `limit` bytes: a declared Content-Length over the limit is
 * refused before reading, and a body sent without one (chunked) is cut off as soon as it passes the limit.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) return { ok: false, reason: 'bad-length' }
    if (Number(declared) > limit) return { ok: false, reason: 'too-large' }
  }
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      return { ok: false, reason: 'too-large' }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}
