import 'server-only'
import { serverEnv } from '@/lib/env'
import { DEVELOPMENT_ORDER_PROOF_SECRET } from './development-secret'

/**
 * The key that signs the guest order proof cookie (lib/orders/proof/order-proof.ts): SHOP_ORDER_PROOF_SECRET, at
 * least 32 characters, required in production (checked at start, lib/check-env-at-start.ts). Rotating it
 * forgets every proof: guests can still find their orders again through /orders/lookup. In emulator mode a
 * fixed development key stands in when it is unset; that mode never runs in a deployment (lib/env.ts).
 */
const DEVELOPMENT_SECRET = DEVELOPMENT_ORDER_PROOF_SECRET

export function parseOrderProofSecret(value: string | undefined, mode: 'emulator' | 'production'): string {
  const secret = value?.trim() ?? ''
  if (secret.length >= 32) return secret
  if (secret === '' && mode === 'emulator') return DEVELOPMENT_SECRET
  throw new Error(
    'SHOP_ORDER_PROOF_SECRET must be set to a random string of at least 32 characters ' +
      '(for example `openssl rand -base64 48`). See README.md, "Production settings".',
  )
}

let cached: string | undefined

export function orderProofSecret(): string {
  cached ??= parseOrderProofSecret(process.env.SHOP_ORDER_PROOF_SECRET, serverEnv().mode)
  return cached
}
