import type { ServerResponse } from 'node:http'

export const PRIVATE_NO_STORE = 'private, no-store'

/** A Cache-Control that lets a CDN keep the answer. */
export function isSharedCacheControl(value: number | string | readonly string[] | undefined): boolean {
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '')
  return /(^|[\s,])(public|s-maxage)\b/i.test(text)
}

/**
 * For a request that is not a GET or HEAD: whatever Cache-Control Next gave the answer (next.config.ts gives
 * a catalogue path its shared one whatever the method, since a header rule cannot name a method), a shared
 * cache must never keep it, so a shared value becomes `private, no-store` just before the head is written.
 * Next sets every header with setHeader before it writes, and an implicit head (write or end without
 * writeHead) goes through writeHead too.
 */
export function keepOutOfSharedCaches(response: ServerResponse): void {
  const writeHead = response.writeHead
  response.writeHead = function writeHeadPrivately(
    this: ServerResponse,
    ...args: Parameters<typeof writeHead>
  ) {
    if (isSharedCacheControl(this.getHeader('cache-control')))
      this.setHeader('Cache-Control', PRIVATE_NO_STORE)
    return writeHead.apply(this, args)
  } as typeof writeHead
}
