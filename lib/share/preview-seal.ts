import 'server-only'
import { createHmac, randomBytes } from 'node:crypto'
import { sameText } from '@/lib/security/same-text'

/**
 * The drawing of a shared-link picture is a 'use cache' function, which Next also runs for any request that
 * names it as a server action, with whatever arguments it brings (whatever words on a branded card), each kept in
 * the cache. So the shop's own caller seals what it asks to draw with a key this process drew at start, and
 * the drawing refuses (throws, which caches nothing) an argument it did not seal. Caller and drawing always
 * run in the same process, and the build's prerendered pictures are served as files.
 */
const PROCESS_KEY = randomBytes(32)

export function sealPreview(content: unknown): string {
  return createHmac('sha256', PROCESS_KEY).update(JSON.stringify(content)).digest('base64url')
}

export function isSealedPreview(content: unknown, seal: unknown): boolean {
  return typeof seal === 'string' && sameText(sealPreview(content), seal)
}
