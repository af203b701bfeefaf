/**
 * zod 4 compiles faster object parsers with `new Function`, and to learn whether it may, it calls
 * `Function('')` once when the first object schema is built. The Content-Security-Policy allows no eval
 * (lib/security/headers.ts), so in the browser that probe is refused, and the browser reports the refusal as a
 * policy violation even though zod catches the error. zod's `jitless` setting makes it skip the probe and parse
 * without compiling, which costs nothing noticeable for the few small forms the browser validates.
 *
 * The setting is written straight into the object zod keeps its settings in (`globalThis.__zod_globalConfig`,
 * which zod's `config()` reads and writes) rather than through `config` from `zod/v4/core`: this runs on every
 * page before anything else, and importing zod here put about 5 KiB of it (compressed) into every page's first
 * load, pages with no form among them. The object is shared, so the order in which this and zod load does not
 * matter. lib/security/zod-without-eval.test.ts checks, through zod's own `config()`, that zod reads it and that
 * no schema probes for eval; e2e/security-headers.spec.ts fails on the violation if it ever comes back.
 */
export function turnOffZodEval(): void {
  const settings = (globalThis as ZodSettingsHolder).__zod_globalConfig ?? {}
  settings.jitless = true
  ;(globalThis as ZodSettingsHolder).__zod_globalConfig = settings
}

type ZodSettingsHolder = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } }
