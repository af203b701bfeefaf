import 'server-only'
import { serverEnv } from '@/lib/env'
import { siteUrl } from '@/lib/site-url'

type RequestLike = { headers: Headers }

export type OriginSettings = {
  /** The configured public origin (NEXT_PUBLIC_SITE_URL). */
  siteUrl: string
  /** Emulator mode (local runs and tests only), where every localhost or 127.0.0.1 port is the shop too. */
  emulator: boolean
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether `origin` (an Origin header) is the shop itself. Only configuration decides: the Host and
 * X-Forwarded-Host headers come from the client (or whatever proxy relays it) and anyone can send
 * `X-Forwarded-Host: evil.example` together with `Origin: https://evil.example`, so neither is trusted.
 */
export function isTrustedOrigin(origin: string, settings: OriginSettings): boolean {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false
  }
  // An Origin header is a bare origin; anything with a path, user or odd spelling is not one we sent.
  if (parsed.origin !== origin) return false
  if (origin === new URL(settings.siteUrl).origin) return true
  return (
    settings.emulator &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    LOOPBACK_HOSTS.has(parsed.hostname)
  )
}

function configuredSettings(): OriginSettings {
  return {
    siteUrl: siteUrl(),
    // Read only when the origin is not the site's own, so production never needs more than the URL.
    get emulator() {
      return serverEnv().mode === 'emulator'
    },
  }
}

/** isTrustedOrigin with the shop's own settings, for proxy.ts's check of server action requests. */
export function isConfiguredOrigin(origin: string): boolean {
  return isTrustedOrigin(origin, configuredSettings())
}

/**
 * Whether a state-changing request was sent by our own pages. Browsers always attach Origin to POST and DELETE
 * fetches and a page cannot forge it, so a missing or foreign Origin is refused: another site must not be able
 * to plant a session (login CSRF) or sign a shopper out.
 */
export function isSameOriginRequest(
  request: RequestLike,
  settings: () => OriginSettings = configuredSettings,
): boolean {
  const origin = request.headers.get('origin')
  if (!origin || origin === 'null') return false
  return isTrustedOrigin(origin, settings())
}
