import { NextResponse, type NextRequest } from 'next/server'
import { adminDb } from '@/lib/firebase/admin'
import { isServiceUnavailable } from '@/lib/firebase/service-unavailable'
import { unsubscribe } from '@/lib/newsletter/unsubscribe'
import { orderProofSecret } from '@/lib/orders/proof/order-proof-secret'

/**
 * RFC 8058 one-click unsubscribe: the address in every newsletter e-mail's List-Unsubscribe header, which a
 * mail app POSTs (`List-Unsubscribe=One-Click`) from its own servers, with no cookie and another site's
 * Origin or none. The signed token is the whole proof (lib/newsletter/unsubscribe-token.ts), so nothing else
 * is asked for or read, the body included; proxy.ts's cross-site refusal is for pages, not /api. Only a POST
 * unsubscribes: a scanner that GETs the header's address gets a 405 and changes nothing.
 */
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  try {
    const outcome = await unsubscribe(adminDb(), orderProofSecret(), token)
    return outcome === 'not-valid'
      ? answer(400, { ok: false, error: 'not-valid' })
      : answer(200, { ok: true })
  } catch (error) {
    if (!isServiceUnavailable(error)) console.error('[newsletter] one-click unsubscribe failed', error)
    return answer(503, { ok: false, error: 'unavailable' })
  }
}

function answer(status: number, body: { ok: boolean; error?: string }) {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
