/**
 * Next's defaults. This file exists so that `next build scripts/bench-reference-page` does not walk up to the
 * shop's next.config.ts (README, Benchmark).
 */
const config = {}

export default config
