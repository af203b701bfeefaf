import { NextRequest } from 'next/server'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminAuth: jest.fn(), adminDb: jest.fn() }))

import { accountGate, type GateChecks, isGatedPath, isStaffPath } from '@/lib/auth/gate'
import type { DecodedIdToken, SessionCheck } from '@/lib/auth/session'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'
import { PRIVATE_UNINDEXED_HEADERS } from '@/lib/http/private-unindexed'
import { withStaffHeaders } from '@/lib/routing/staff-headers'

/** The gate for an English page (proxy.ts passes the path without its language). */
const gateFor = (request: NextRequest, checks: GateChecks) =>
  accountGate(request, request.nextUrl, 'en', checks)

/** The back office's lock in proxy.ts: a session with the staff claim, or nothing that reveals /staff. */
const request = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: cookie ? { cookie: `__session=${cookie}` } : {},
  })

const session = (claims: Record<string, unknown>): SessionCheck => ({
  status: 'valid',
  decoded: { uid: 'u1', ...claims } as DecodedIdToken,
})

const checks = (check: SessionCheck) => ({
  checkSession: jest.fn().mockResolvedValue(check),
  ownsOrder: jest.fn(),
  provesGuestOrder: jest.fn(),
})

const rewriteTarget = (response: Response | null) => response?.headers.get('x-middleware-rewrite')

describe('the staff gate', () => {
  it.each(['/staff', '/staff/', '/staff/orders/abc', '/staff/orders/abc/slip'])('gates %s', (path) => {
    expect(isStaffPath(path)).toBe(true)
    expect(isGatedPath(path)).toBe(true)
  })

  it.each(['/staffing', '/stafff', '/about/staff', '/'])('leaves %s alone', (path) => {
    expect(isStaffPath(path)).toBe(false)
  })

  it('lets a session with the staff claim through', async () => {
    const gate = checks(session({ staff: true }))
    await expect(gateFor(request('/staff/orders/x', 'good'), gate)).resolves.toBeNull()
    expect(gate.ownsOrder).not.toHaveBeenCalled()
  })

  it.each([
    ['no claim', {}],
    ['a false claim', { staff: false }],
    ['a claim that is only truthy', { staff: 'yes' }],
    ['another claim', { admin: true }],
  ])('answers a signed-in shopper with %s with the 404 screen, uncached', async (_name, claims) => {
    const response = await gateFor(request('/staff', 'good'), checks(session(claims)))
    expect(response?.status).toBe(404)
    expect(rewriteTarget(response)).toMatch(/\/en\/not-found$/)
    expect(response?.headers.get('cache-control')).toBe('private, no-store')
  })

  it('sends a signed-out visitor to sign in, coming back to the same page', async () => {
    const response = await gateFor(request('/staff?status=placed'), checks({ status: 'invalid' }))
    expect(response?.status).toBe(307)
    expect(new URL(response?.headers.get('location') ?? '').searchParams.get('next')).toBe(
      '/staff?status=placed',
    )
  })

  it('lets the request on when Auth cannot answer: the page checks the claim again itself', async () => {
    const down: SessionCheck = {
      status: 'unavailable',
      error: new ServiceUnavailableError('auth', 'verify session cookie', 'timeout'),
    }
    await expect(gateFor(request('/staff', 'good'), checks(down))).resolves.toBeNull()
  })
})

describe('staff response headers', () => {
  it('mark every /staff response no-store and noindex, and nothing else', () => {
    const staff = withStaffHeaders('/staff/orders/1/slip', new Response(null))
    for (const [name, value] of PRIVATE_UNINDEXED_HEADERS) expect(staff.headers.get(name)).toBe(value)
    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const shop = withStaffHeaders('/clothing/abayas', new Response(null))
    expect(shop.headers.get('x-robots-tag')).toBeNull()
  })
})
