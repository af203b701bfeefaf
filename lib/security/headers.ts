import type { PublicEnv } from '../public-env'

/**
 * The security headers every response carries, built from the validated browser configuration and applied
 * to every path by next.config.ts `headers()`. They are decided at build time, like the NEXT_PUBLIC_ values
 * they come from, and are the same for every visitor and every request: catalogue pages are static HTML
 * served from a cache, so the Content-Security-Policy cannot carry a per-request nonce
 * (docs/security.md, "Content-Security-Policy", says what that costs and what a stricter policy would).
 *
 * This file is read by next.config.ts, outside Next's bundler: relative imports of types only.
 */
export type SecurityHeader = { key: string; value: string }

export type SecurityHeaderOptions = {
  /** `next dev`: React's development build evaluates strings to rebuild server error stacks. */
  development?: boolean
}

/** Firebase Auth's REST endpoints, the only ones the web SDK (firebase 12) calls from the page itself. */
const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']

/**
 * Google's gapi loader: signInWithPopup loads https://apis.google.com/js/api.js (and gapi's modules from the
 * same origin) to run the hidden iframe that hears back from the popup. It does so against the emulator too.
 */
const GOOGLE_POPUP_SCRIPTS = 'https://apis.google.com'

/** Two years, the value hstspreload.org asks for; subdomains of the shop's host are https too. */
const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Features the shop never uses, turned off for the page and every frame in it. Copying to the clipboard (a
 * code or a link) stays on for the shop's own origin only.
 *
 * Every name here must be one the browser knows: Chromium logs an "Unrecognized feature" error in the console
 * for any other, on every page. So two are left out on purpose. Web Share (the share buttons) is already
 * limited to the page's own origin by default, so `web-share=(self)` would only restate the default, and
 * desktop Linux Chromium does not implement it. Web Bluetooth, which the same Chromium lacks, cannot be
 * reached without a tap on the page and the browser's own device chooser.
 * e2e/security-headers.spec.ts fails on such an error.
 */
const PERMISSIONS_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const
const PERMISSIONS_SELF = ['clipboard-write'] as const

export function permissionsPolicy(): string {
  return [
    ...PERMISSIONS_OFF.map((feature) => `${feature}=()`),
    ...PERMISSIONS_SELF.map((feature) => `${feature}=(self)`),
  ].join(', ')
}

/** The Firebase origins the page talks to: the Auth emulator locally, Google's APIs in production. */
function firebaseOrigins(env: PublicEnv): { connect: string[]; frame: string[] } {
  if (env.mode === 'emulator') {
    // The emulator serves both the REST API and the popup's iframe (/emulator/auth/iframe).
    return { connect: [env.authEmulatorUrl], frame: [env.authEmulatorUrl] }
  }
  // The popup's hidden iframe is https://<authDomain>/__/auth/iframe; the popup window itself
  // (/__/auth/handler) is a separate top-level page, which this policy does not govern.
  return { connect: FIREBASE_AUTH_APIS, frame: [`https://${env.firebase.authDomain}`] }
}

export function contentSecurityPolicy(env: PublicEnv, options: SecurityHeaderOptions = {}): string {
  const firebase = firebaseOrigins(env)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'unsafe-inline' is for the inline <script> tags Next writes into every page (the RSC payload,
    // self.__next_f.push(...)), which differ per page and change whenever a page is regenerated: no hash
    // list could follow them and a nonce needs a per-request render. Listing a hash or nonce here would
    // switch 'unsafe-inline' off. Script files come from the shop's own origin; Next's own carry integrity
    // attributes (next.config.ts, experimental.sri), the client components' chunks cannot (docs/security.md).
    [
      'script-src',
      "'self'",
      "'unsafe-inline'",
      GOOGLE_POPUP_SCRIPTS,
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    // React's style={...} attributes, next/font's and sonner's <style> tags.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...firebase.connect],
    ['frame-src', ...firebase.frame],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Served over https in production; the emulator setup is plain http on loopback.
    ...(env.mode === 'production' ? [['upgrade-insecure-requests'] as [string]] : []),
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

export function securityHeaders(env: PublicEnv, options: SecurityHeaderOptions = {}): SecurityHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, options) },
    // Only in production: the emulator setup serves plain http on localhost, where HSTS means nothing.
    ...(env.mode === 'production' ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy() },
    // frame-ancestors 'none' says the same to current browsers; this is for the ones that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
}
