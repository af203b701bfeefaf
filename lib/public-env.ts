import * as z from 'zod/mini'

/**
 * The Firebase web configuration the browser needs. Next inlines `process.env.NEXT_PUBLIC_*` at build time
 * only where the name is written out literally, so each one is read by name here and nowhere else; a
 * different value at run time has no effect until the next build. zod/mini keeps the validator small in
 * the browser bundle.
 */
export type PublicEnvInput = {
  NEXT_PUBLIC_FIREBASE_API_KEY?: string | undefined
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?: string | undefined
  NEXT_PUBLIC_FIREBASE_PROJECT_ID?: string | undefined
  NEXT_PUBLIC_FIREBASE_APP_ID?: string | undefined
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST?: string | undefined
}

export type FirebaseWebOptions = {
  apiKey: string
  authDomain: string
  projectId: string
  appId?: string
}

export type PublicEnv =
  | { mode: 'emulator'; firebase: FirebaseWebOptions; authEmulatorUrl: string }
  | { mode: 'production'; firebase: FirebaseWebOptions }

export function publicEnvInput(): PublicEnvInput {
  return {
    NEXT_PUBLIC_FIREBASE_API_KEY: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
    NEXT_PUBLIC_FIREBASE_PROJECT_ID: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    NEXT_PUBLIC_FIREBASE_APP_ID: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
    NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: process.env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
  }
}

/** Emulators only ever run beside the app; a non-loopback emulator host means a misconfigured deployment. */
export const LOOPBACK_HOST_PORT = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/

export const DEMO_PROJECT_PREFIX = 'demo-'

const required = z.string().check(z.minLength(1))

const productionSchema = z.object({
  NEXT_PUBLIC_FIREBASE_API_KEY: required,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: required,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: required.check(
    z.refine((id) => !id.startsWith(DEMO_PROJECT_PREFIX), {
      message: `a '${DEMO_PROJECT_PREFIX}' project only exists in the local emulators`,
    }),
  ),
  NEXT_PUBLIC_FIREBASE_APP_ID: required,
})

const emulatorSchema = z.object({
  // The web SDK refuses to start without an API key; the emulator accepts any value.
  NEXT_PUBLIC_FIREBASE_API_KEY: required,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: required.check(
    z.startsWith(DEMO_PROJECT_PREFIX, `must start with '${DEMO_PROJECT_PREFIX}' when using the emulators`),
  ),
  NEXT_PUBLIC_FIREBASE_APP_ID: z.optional(z.string()),
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: required.check(
    z.regex(LOOPBACK_HOST_PORT, 'must be a loopback host:port such as 127.0.0.1:9099'),
  ),
})

/** Thrown for any missing or invalid setting; the message names every variable at fault. */
export class EnvError extends Error {
  constructor(
    readonly mode: 'emulator' | 'production',
    readonly missing: string[],
    readonly invalid: string[],
  ) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      invalid.length > 0 ? `invalid ${invalid.join('; ')}` : '',
    ].filter(Boolean)
    super(
      `Firebase configuration (${mode} mode) is incomplete: ${parts.join('; ')}. ` +
        (mode === 'production'
          ? 'Set these variables as README.md and .env.example describe, or run `npm start` to use the local emulators.'
          : 'Start the app with `npm start` (or `npm test`), which runs the emulators and sets these for you.'),
    )
    this.name = 'EnvError'
  }
}

type Issue = { path: PropertyKey[]; message: string }

/** Splits zod issues into variables that are absent and variables present with a bad value. */
export function collectProblems(
  issues: readonly Issue[],
  input: Record<string, string | undefined>,
): { missing: string[]; invalid: string[] } {
  const missing = new Set<string>()
  const invalid = new Set<string>()
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '')
    if (input[name] === undefined) missing.add(name)
    else invalid.add(`${name} (${issue.message})`)
  }
  return { missing: [...missing], invalid: [...invalid] }
}

/** Blank values count as unset, so `FOO=` in an env file is reported as missing rather than accepted. */
export function withoutBlanks<T extends Record<string, string | undefined>>(input: T): T {
  const clean: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(input)) {
    const trimmed = value?.trim()
    clean[name] = trimmed ? trimmed : undefined
  }
  return clean as T
}

export function parsePublicEnv(rawInput: PublicEnvInput): PublicEnv {
  const input = withoutBlanks(rawInput)
  if (input.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    const result = emulatorSchema.safeParse(input)
    if (!result.success) {
      const { missing, invalid } = collectProblems(result.error.issues, input)
      throw new EnvError('emulator', missing, invalid)
    }
    const env = result.data
    return {
      mode: 'emulator',
      firebase: {
        apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
        authDomain:
          env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${env.NEXT_PUBLIC_FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
        ...(env.NEXT_PUBLIC_FIREBASE_APP_ID ? { appId: env.NEXT_PUBLIC_FIREBASE_APP_ID } : {}),
      },
      authEmulatorUrl: `http://${env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST}`,
    }
  }
  const result = productionSchema.safeParse(input)
  if (!result.success) {
    const { missing, invalid } = collectProblems(result.error.issues, input)
    throw new EnvError('production', missing, invalid)
  }
  const env = result.data
  return {
    mode: 'production',
    firebase: {
      apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
      authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
      projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
      appId: env.NEXT_PUBLIC_FIREBASE_APP_ID,
    },
  }
}

let cached: PublicEnv | undefined

/** The validated browser configuration; throws an EnvError naming every missing variable. */
export function publicEnv(): PublicEnv {
  cached ??= parsePublicEnv(publicEnvInput())
  return cached
}
