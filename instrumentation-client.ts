import { turnOffZodEval } from '@/lib/security/zod-without-eval'

// Runs in the browser before the shop's own code (Next's client instrumentation hook), so before any zod
// schema is built: see lib/security/zod-without-eval.ts.
turnOffZodEval()
