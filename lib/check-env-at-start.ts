import { serverEnv } from '@/lib/env'
import { abuseLimitSettings } from '@/lib/rate-limit/settings'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'
import { mailSettings } from '@/lib/mail/mail-settings'
import { staffDigestSettings } from '@/lib/staff/order-digest-settings'

// Checks the Firebase settings when the server starts, so a deployment with a missing variable stops at once
// with a message naming it, instead of answering 500 to shoppers.
try {
  serverEnv()
  abuseLimitSettings()
  orderProofSecret()
  mailSettings()
  staffDigestSettings()
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
