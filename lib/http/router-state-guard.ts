import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state'

/**
 * Whether an RSC request's Next-Router-State-Tree header is one Next would refuse to read. Next checks it
 * only while rendering a page on request, and answers one it cannot parse with a 500; the Node server's guard
 * answers a 400 first (./early-answer.ts). Next's own validator (an internal module, so its rule is the
 * same), not a copy of it.
 */
export function isMalformedRouterState(value: string | null): boolean {
  if (value === null) return false
  try {
    parseAndValidateFlightRouterState(value)
    return false
  } catch {
    return true
  }
}
