/**
 * zod 4 compiles faster object parsers with `new Function`, and to learn whether it may, it calls
 * `Function('')` once when the first object schema is built. The Content-Security-Policy allows no eval
 * (lib/security/headers.ts), so in the browser that probe is refused, and the browser reports the refusal as a
 * policy violation even though zod catches the error. `jitless` makes zod skip the probe and parse without
 * compiling, which costs nothing noticeable for the few small forms the browser validates.
 *
 * zod keeps the settings `z.config()` writes on `globalThis.__zod_globalConfig` (shared by every copy of zod
 * in the page, and read when a schema is built). Writing there instead of calling `z.config()` keeps zod out
 * of every page's first-load JavaScript: importing `config` pulls in zod's core utilities.
 * package.json pins zod; lib/security/zod-without-eval.test.ts checks zod still reads this setting, and
 * e2e/security-headers.spec.ts fails on the violation if it ever stops.
 */
export function turnOffZodEval(): void {
  const scope = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> }
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}
