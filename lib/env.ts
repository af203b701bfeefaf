import 'server-only'

import { existsSync } from 'node:fs'
import { z } from 'zod'

import {
  EnvError,
  LOOPBACK_HOST_PORT,
  collectProblems,
  parsePublicEnv,
  publicEnvInput,
  withoutBlanks,
  type PublicEnv,
  type PublicEnvInput,
} from '@/lib/public-env'

/**
 * The server's settings, validated once. Two modes:
 *
 * - emulator: `SHOP_USE_EMULATORS=1` (set only by `npm start`, `npm test` and scripts/), a `demo-` project
 *   and loopback emulator hosts. No credentials. The Auth emulator's session cookies are unsigned, so this
 *   mode must never be switched on in a deployment: the explicit flag, the demo project and the loopback
 *   check together keep it out of one.
 * - production: real Firebase. The web config (NEXT_PUBLIC_FIREBASE_*) plus a service account, either as
 *   FIREBASE_CLIENT_EMAIL + FIREBASE_PRIVATE_KEY or as a GOOGLE_APPLICATION_CREDENTIALS file. Emulator
 *   variables are refused here: firebase-admin would otherwise quietly trust the unsigned tokens of
 *   whatever answers at FIREBASE_AUTH_EMULATOR_HOST.
 */
export type ServerEnv =
  | {
      mode: 'emulator'
      projectId: string
      authEmulatorHost: string
      firestoreEmulatorHost: string
      public: PublicEnv
    }
  | {
      mode: 'production'
      projectId: string
      credentials:
        { kind: 'service-account'; clientEmail: string; privateKey: string } | { kind: 'application-default' }
      public: PublicEnv
    }

export type ServerEnvInput = Record<string, string | undefined>

/** The build-time-inlined values the server checks: the web config plus the shop's public address. */
export type BuildTimeInput = PublicEnvInput & { NEXT_PUBLIC_SITE_URL?: string | undefined }

const EMULATOR_VARIABLES = [
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST',
] as const

const loopback = z.string().regex(LOOPBACK_HOST_PORT, 'must be a loopback host:port such as 127.0.0.1:9099')

const emulatorSchema = z.object({
  FIREBASE_AUTH_EMULATOR_HOST: loopback,
  FIRESTORE_EMULATOR_HOST: loopback,
})

const serviceAccountSchema = z.object({
  FIREBASE_CLIENT_EMAIL: z.email('must be the service account e-mail'),
  FIREBASE_PRIVATE_KEY: z
    .string()
    // Hosting dashboards and .env files carry the PEM on one line with literal \n, sometimes quoted.
    .transform((key) => key.replace(/^"|"$/g, '').replace(/\\n/g, '\n'))
    .refine((key) => key.includes('-----BEGIN PRIVATE KEY-----'), 'must be a PEM private key'),
})

/**
 * The shop's public origin. Required in production: it is the only origin the session route trusts
 * (lib/auth/origin.ts), and canonical links and the sitemap are built from it. HTTPS, except on a loopback
 * host for trying a production build locally.
 */
function siteUrlProblem(value: string | undefined): string | null {
  if (value === undefined) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'NEXT_PUBLIC_SITE_URL (must be an absolute URL such as https://www.example.com)'
  }
  const loopback = /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname)
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
    return 'NEXT_PUBLIC_SITE_URL (must start with https://)'
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return 'NEXT_PUBLIC_SITE_URL (must be the origin only, such as https://www.example.com)'
  }
  return null
}

function emulatorFlag(flag: string | undefined): boolean | 'invalid' {
  if (flag === undefined || flag === '0' || flag === 'false') return false
  if (flag === '1' || flag === 'true') return true
  return 'invalid'
}

/**
 * Validates the server environment. `publicInput` is the build-time-inlined NEXT_PUBLIC_ values, so the
 * server and the browser always agree on the project; tests pass both explicitly.
 */
export function parseServerEnv(rawEnv: ServerEnvInput, publicInput: BuildTimeInput = rawEnv): ServerEnv {
  const env = withoutBlanks(rawEnv)
  const pub = withoutBlanks({ ...publicInput })
  const flag = emulatorFlag(env.SHOP_USE_EMULATORS)

  if (flag === true) {
    const missing: string[] = []
    const invalid: string[] = []
    const result = emulatorSchema.safeParse(env)
    if (!result.success) {
      const problems = collectProblems(result.error.issues, env)
      missing.push(...problems.missing)
      invalid.push(...problems.invalid)
    }
    if (pub.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST === undefined) {
      missing.push('NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST')
    }
    let publicEnv: PublicEnv | undefined
    try {
      // A stand-in host keeps the check in emulator mode when the real one is missing (reported above).
      publicEnv = parsePublicEnv({
        ...pub,
        NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST:
          pub.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      })
    } catch (error) {
      if (!(error instanceof EnvError)) throw error
      for (const name of error.missing) if (!missing.includes(name)) missing.push(name)
      invalid.push(...error.invalid)
    }
    if (missing.length > 0 || invalid.length > 0 || !result.success || !publicEnv) {
      throw new EnvError('emulator', missing, invalid)
    }
    return {
      mode: 'emulator',
      projectId: publicEnv.firebase.projectId,
      authEmulatorHost: result.data.FIREBASE_AUTH_EMULATOR_HOST,
      firestoreEmulatorHost: result.data.FIRESTORE_EMULATOR_HOST,
      public: publicEnv,
    }
  }

  const missing: string[] = []
  const invalid: string[] = []
  if (flag === 'invalid') invalid.push("SHOP_USE_EMULATORS (must be '1' for local emulators, or unset)")
  for (const name of EMULATOR_VARIABLES) {
    const value = name.startsWith('NEXT_PUBLIC_') ? pub[name as keyof PublicEnvInput] : env[name]
    if (value !== undefined) {
      invalid.push(`${name} (must be unset in production; emulators are used only with SHOP_USE_EMULATORS=1)`)
    }
  }

  let publicEnv: PublicEnv | undefined
  try {
    // Judge the web config as production even if an emulator host slipped in; that host is reported above.
    publicEnv = parsePublicEnv({ ...pub, NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: undefined })
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    missing.push(...error.missing)
    invalid.push(...error.invalid)
  }
  if (pub.NEXT_PUBLIC_SITE_URL === undefined) missing.push('NEXT_PUBLIC_SITE_URL')
  const siteProblem = siteUrlProblem(pub.NEXT_PUBLIC_SITE_URL)
  if (siteProblem) invalid.push(siteProblem)

  let credentials: Extract<ServerEnv, { mode: 'production' }>['credentials'] | undefined
  const hasServiceAccount = env.FIREBASE_CLIENT_EMAIL !== undefined || env.FIREBASE_PRIVATE_KEY !== undefined
  if (hasServiceAccount) {
    const result = serviceAccountSchema.safeParse(env)
    if (result.success) {
      credentials = {
        kind: 'service-account',
        clientEmail: result.data.FIREBASE_CLIENT_EMAIL,
        privateKey: result.data.FIREBASE_PRIVATE_KEY,
      }
    } else {
      const problems = collectProblems(result.error.issues, env)
      missing.push(...problems.missing)
      invalid.push(...problems.invalid)
    }
  } else if (env.GOOGLE_APPLICATION_CREDENTIALS !== undefined) {
    if (existsSync(env.GOOGLE_APPLICATION_CREDENTIALS)) credentials = { kind: 'application-default' }
    else invalid.push(`GOOGLE_APPLICATION_CREDENTIALS (no file at ${env.GOOGLE_APPLICATION_CREDENTIALS})`)
  } else {
    missing.push('FIREBASE_CLIENT_EMAIL and FIREBASE_PRIVATE_KEY (or GOOGLE_APPLICATION_CREDENTIALS)')
  }

  if (missing.length > 0 || invalid.length > 0 || !publicEnv || !credentials) {
    throw new EnvError('production', missing, invalid)
  }
  return { mode: 'production', projectId: publicEnv.firebase.projectId, credentials, public: publicEnv }
}

let cached: ServerEnv | undefined

/** The validated server settings; throws an EnvError naming every missing variable. */
export function serverEnv(): ServerEnv {
  // Written out by name so Next inlines the build's value, the one lib/site-url.ts uses.
  cached ??= parseServerEnv(process.env, {
    ...publicEnvInput(),
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  })
  return cached
}
