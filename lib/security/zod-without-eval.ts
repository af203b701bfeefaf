import { config } from 'zod/v4/core'

/**
 * zod 4 compiles faster object parsers with `new Function`, and to learn whether it may, it calls
 * `Function('')` once when the first object schema is built. The Content-Security-Policy allows no eval
 * (lib/security/headers.ts), so in the browser that probe is refused, and the browser reports the refusal as a
 * policy violation even though zod catches the error. zod's public `jitless` setting makes it skip the probe
 * and parse without compiling, which costs nothing noticeable for the few small forms the browser validates.
 *
 * `config` is imported from `zod/v4/core` rather than as `z.config`: the named import tree-shakes to the
 * setter alone, while the `z` namespace would pull all of zod into every page's first-load JavaScript.
 * lib/security/zod-without-eval.test.ts checks no schema probes for eval, and e2e/security-headers.spec.ts
 * fails on the violation if it ever comes back.
 */
export function turnOffZodEval(): void {
  config({ jitless: true })
}
