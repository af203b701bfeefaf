import { parsePublicEnv } from '@/lib/public-env'
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers'

const production = parsePublicEnv({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExample',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'fatin-shop.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fatin-shop',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
})

const emulator = parsePublicEnv({
  NEXT_PUBLIC_FIREBASE_API_KEY: 'demo-api-key',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-fatin',
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9204',
})

/** The policy as directive name -> its sources, failing on a directive named twice. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    if (map.has(name)) throw new Error(`${name} appears twice`)
    map.set(name, sources)
  }
  return map
}

function header(headers: { key: string; value: string }[], key: string): string | undefined {
  return headers.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value
}

const SIX = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
]

describe('securityHeaders', () => {
  it('sends all six headers in production', () => {
    const headers = securityHeaders(production)
    expect(headers.map((entry) => entry.key).sort()).toEqual([...SIX].sort())
    expect(header(headers, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains')
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(header(headers, 'X-Frame-Options')).toBe('DENY')
  })

  it('leaves out HSTS in emulator mode, which serves plain http on localhost', () => {
    const headers = securityHeaders(emulator)
    expect(header(headers, 'Strict-Transport-Security')).toBeUndefined()
    expect(headers.map((entry) => entry.key).sort()).toEqual(
      SIX.filter((key) => key !== 'Strict-Transport-Security').sort(),
    )
  })

  it('turns off the powerful features the shop never uses and keeps copying to itself', () => {
    const policy = header(securityHeaders(production), 'Permissions-Policy') ?? ''
    const features = new Map(
      policy.split(',').map((entry) => {
        const [name = '', allow = ''] = entry.trim().split('=')
        return [name, allow]
      }),
    )
    for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid']) {
      expect([off, features.get(off)]).toEqual([off, '()'])
    }
    expect(features.get('clipboard-write')).toBe('(self)')
    // Names desktop Linux Chromium does not know: it would log an error for each on every page.
    expect(features.has('web-share')).toBe(false)
    expect(features.has('bluetooth')).toBe(false)
    // Nothing is allowed to every origin.
    expect(policy).not.toContain('*')
  })

  it('is the same Content-Security-Policy the builder makes on its own', () => {
    expect(header(securityHeaders(production), 'Content-Security-Policy')).toBe(
      contentSecurityPolicy(production),
    )
  })
})

describe('contentSecurityPolicy', () => {
  it.each([
    ['production', production],
    ['emulator', emulator],
  ])('has every required directive (%s)', (_mode, env) => {
    const policy = directives(contentSecurityPolicy(env))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy.get('font-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect(policy.get('manifest-src')).toEqual(["'self'"])
  })

  it.each([
    ['production', production],
    ['emulator', emulator],
  ])('runs scripts from the shop and the Google popup loader only, never eval (%s)', (_mode, env) => {
    const scripts = directives(contentSecurityPolicy(env)).get('script-src')
    // 'unsafe-inline' would be ignored if a hash or nonce were listed: Next's per-page inline scripts need it.
    expect(scripts).toEqual(["'self'", "'unsafe-inline'", 'https://apis.google.com'])
    expect(scripts?.some((source) => source.startsWith("'nonce-") || source.startsWith("'sha"))).toBe(false)
  })

  it('lets the page reach only Firebase Auth in production, and frame only the auth domain', () => {
    const policy = directives(contentSecurityPolicy(production))
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ])
    expect(policy.get('frame-src')).toEqual(['https://fatin-shop.firebaseapp.com'])
    expect(policy.has('upgrade-insecure-requests')).toBe(true)
  })

  it('lets the page reach the Auth emulator only in emulator mode, and no Google API', () => {
    const policy = directives(contentSecurityPolicy(emulator))
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9204'])
    expect(policy.get('frame-src')).toEqual(['http://127.0.0.1:9204'])
    // Upgrading would send the emulator's plain-http requests to an https port that does not exist.
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  it('names no emulator or loopback origin in production', () => {
    const policy = contentSecurityPolicy(production)
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]|http:/)
  })

  it("adds 'unsafe-eval' only for next dev, whose React build evaluates strings", () => {
    expect(directives(contentSecurityPolicy(emulator, { development: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    )
    expect(contentSecurityPolicy(production)).not.toContain("'unsafe-eval'")
    expect(contentSecurityPolicy(emulator)).not.toContain("'unsafe-eval'")
  })
})
