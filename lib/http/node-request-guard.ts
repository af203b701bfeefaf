import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import { MALFORMED_PATH_PAGE } from '@/lib/routing/malformed-path-page'
import type { SecurityHeader } from '@/lib/security/headers'
import { type EarlyAnswer, earlyAnswer, PAGE_METHODS } from './early-answer'
import { keepOutOfSharedCaches, PRIVATE_NO_STORE } from './shared-cache-guard'

const STATUS: Record<EarlyAnswer, number> = {
  'malformed-path': 400,
  'bad-router-state': 400,
  options: 204,
  'method-not-allowed': 405,
}

/** Marks http.Server.prototype once it is guarded, so a second call (next dev reloads) wraps nothing twice. */
const INSTALLED = Symbol.for('fatin.node-request-guard')

/**
 * Answers what Next cannot answer well (lib/http/early-answer.ts) and keeps every answer to a method other
 * than GET and HEAD out of shared caches (shared-cache-guard.ts). Returns whether the request was answered.
 */
export function guardRequest(
  request: IncomingMessage,
  response: ServerResponse,
  securityHeaders: readonly SecurityHeader[],
): boolean {
  const method = request.method ?? 'GET'
  const answer = earlyAnswer(method, request.url ?? '/', request.headers['next-router-state-tree'])
  if (answer) {
    sendEarlyAnswer(response, answer, securityHeaders)
    return true
  }
  if (method !== 'GET' && method !== 'HEAD') keepOutOfSharedCaches(response)
  return false
}

function sendEarlyAnswer(
  response: ServerResponse,
  answer: EarlyAnswer,
  securityHeaders: readonly SecurityHeader[],
): void {
  response.statusCode = STATUS[answer]
  for (const { key, value } of securityHeaders) response.setHeader(key, value)
  response.setHeader('Cache-Control', PRIVATE_NO_STORE)
  if (answer === 'malformed-path') {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(MALFORMED_PATH_PAGE)
    return
  }
  if (answer === 'bad-router-state') {
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ ok: false, error: 'bad-router-state' }))
    return
  }
  response.setHeader('Allow', PAGE_METHODS)
  if (answer === 'options') {
    response.end()
    return
  }
  response.setHeader('Content-Type', 'text/plain; charset=utf-8')
  response.end('Method Not Allowed')
}

/**
 * Run by instrumentation.ts when a Node server of the shop starts (`next start`, `npm run serve`, a
 * standalone build, Firebase App Hosting): every request to any http.Server in the process goes through
 * guardRequest before Next's own handler, including the paths proxy.ts never sees (Next's assets, pictures,
 * metadata files). A host that serves the shop without a Node HTTP server skips it (docs/production.md).
 */
export function installRequestGuard(securityHeaders: readonly SecurityHeader[]): void {
  const prototype: http.Server & { [INSTALLED]?: true } = http.Server.prototype
  if (prototype[INSTALLED]) return
  prototype[INSTALLED] = true
  const emit = prototype.emit
  prototype.emit = function emitGuarded(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      if (guardRequest(request, response, securityHeaders)) return true
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  }
}
