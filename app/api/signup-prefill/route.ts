import type { NextRequest } from 'next/server'
import { ORDER_PROOF_COOKIE } from '@/lib/orders/proof/order-proof'
import { signUpPrefillFor } from '@/lib/orders/linking/signup-prefill'

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * GET /api/signup-prefill?order={id}: the name, e-mail and mobile of a guest order this browser placed or
 * looked up (lib/orders/linking/signup-prefill.ts), for the sign-up form the order confirmation links to. 404 for any
 * order the browser does not prove, whether it exists or not.
 */
export async function GET(request: NextRequest) {
  const id = request.nextUrl.searchParams.get('order') ?? ''
  const prefill = await signUpPrefillFor(id, request.cookies.get(ORDER_PROOF_COOKIE)?.value)
  if (!prefill) return Response.json({ ok: false }, { status: 404, headers: PRIVATE })
  return Response.json({ ok: true, prefill }, { headers: PRIVATE })
}
