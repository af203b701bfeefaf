import { PAGE_VIEW_STANDING_MS } from '@/lib/auth/account-standing'
import { NextRequest } from 'next/server'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminAuth: jest.fn(), adminDb: jest.fn() }))

import { accountGate, type GateChecks, isGatedPath } from '@/lib/auth/gate'
import type { DecodedIdToken, SessionCheck } from '@/lib/auth/session'
import { ServiceUnavailableError } from '@/lib/firebase/service-unavailable'

/** The gate for an English page (proxy.ts passes the path without its language). */
const gateFor = (request: NextRequest, checks: GateChecks) =>
  accountGate(request, request.nextUrl, 'en', checks)

const request = (path: string, cookie?: string, proof?: string) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: {
      cookie: [cookie && `__session=${cookie}`, proof && `fatin_orders=${proof}`].filter(Boolean).join('; '),
    },
  })

const valid = (uid: string): SessionCheck => ({ status: 'valid', decoded: { uid } as DecodedIdToken })
const authDown: SessionCheck = {
  status: 'unavailable',
  error: new ServiceUnavailableError('auth', 'verify session cookie', 'timeout'),
}

function checks(
  session: SessionCheck,
  ownsOrder: GateChecks['ownsOrder'] = jest.fn(),
  provesGuestOrder: GateChecks['provesGuestOrder'] = async () => false,
) {
  return {
    checkSession: jest.fn().mockResolvedValue(session),
    ownsOrder: jest.fn(ownsOrder),
    provesGuestOrder: jest.fn(provesGuestOrder),
  }
}

/** A rewrite to the 404 page keeps the visitor's URL; Next reads the target from this header. */
const rewriteTarget = (response: Response | null) => response?.headers.get('x-middleware-rewrite')

describe('isGatedPath', () => {
  it.each(['/account', '/account/orders', '/orders/abc', '/orders/lookups'])('gates %s', (path) => {
    expect(isGatedPath(path)).toBe(true)
  })
  it.each(['/', '/accounts', '/orders', '/signin', '/clothing/abayas', '/checkout', '/orders/lookup'])(
    'leaves %s open (guests check out and look orders up)',
    (path) => {
      expect(isGatedPath(path)).toBe(false)
    },
  )
  it.each(['/orders/confirm/v1.abc.def.ghi', '/orders/confirm/anything/', '/orders/confirm/answer/expired'])(
    'leaves the confirmation link %s open: its signed token is the proof',
    (path) => {
      expect(isGatedPath(path)).toBe(false)
    },
  )
  it.each(['/orders/confirm', '/orders/confirm/a/b', '/orders/confirm/answer/a/b', '/orders/confirmx/abc'])(
    'still gates %s, which is no confirmation link',
    (path) => {
      expect(isGatedPath(path)).toBe(true)
    },
  )
})

describe('accountGate on the confirmation link', () => {
  it('lets a signed-out visitor open it without checking a session or reading an order', async () => {
    const gate = checks({ status: 'invalid' })
    await expect(gateFor(request('/orders/confirm/v1.abc.def.ghi'), gate)).resolves.toBeNull()
    expect(gate.checkSession).not.toHaveBeenCalled()
    expect(gate.ownsOrder).not.toHaveBeenCalled()
    expect(gate.provesGuestOrder).not.toHaveBeenCalled()
  })
})

describe('accountGate', () => {
  it('lets other pages through without checking anything', async () => {
    const gate = checks(valid('u1'))
    await expect(gateFor(request('/sale', 'good'), gate)).resolves.toBeNull()
    expect(gate.checkSession).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor to sign in with the return path', async () => {
    const gate = checks({ status: 'invalid' })
    const response = await gateFor(request('/account?tab=orders'), gate)
    expect(response?.status).toBe(307)
    expect(response?.headers.get('location')).toBe(
      'http://localhost:3000/signin?next=%2Faccount%3Ftab%3Dorders',
    )
    expect(gate.checkSession).not.toHaveBeenCalled()
  })

  it('keeps an Urdu visitor in Urdu: sign-in and the return path both under /ur', async () => {
    const gate = checks({ status: 'invalid' })
    const page = new URL('http://localhost:3000/account')
    const response = await accountGate(request('/ur/account'), page, 'ur', gate)
    expect(response?.headers.get('location')).toBe('http://localhost:3000/ur/signin?next=%2Fur%2Faccount')
  })

  it("answers another shopper's order with the Urdu 404 screen on an Urdu page", async () => {
    const gate = checks(valid('u2'))
    const page = new URL('http://localhost:3000/orders/order-1')
    const response = await accountGate(request('/ur/orders/order-1', 'good'), page, 'ur', gate)
    expect(response?.status).toBe(404)
    expect(rewriteTarget(response)).toBe('http://localhost:3000/ur/not-found')
  })

  it('refuses a cookie that does not verify, and clears it', async () => {
    const gate = checks({ status: 'invalid' })
    const response = await gateFor(request('/account', 'garbage'), gate)
    expect(gate.checkSession).toHaveBeenCalledWith('garbage', {
      standingMaxAgeMs: PAGE_VIEW_STANDING_MS,
      stamp: '',
    })
    expect(response?.headers.get('location')).toBe('http://localhost:3000/signin?next=%2Faccount')
    expect(response?.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/)
  })

  it('checks afresh for the pages it renders on the server; the static /account shell may use a recent record', async () => {
    for (const [path, standing] of [
      ['/account', { standingMaxAgeMs: PAGE_VIEW_STANDING_MS, stamp: '' }],
      ['/account/', { standingMaxAgeMs: PAGE_VIEW_STANDING_MS, stamp: '' }],
      ['/account/orders', {}],
      ['/orders/abc', {}],
      ['/staff', {}],
    ] as const) {
      const gate = checks(valid('u1'), async () => true)
      await gateFor(request(path, 'good'), gate)
      expect([path, gate.checkSession.mock.calls]).toEqual([path, [['good', standing]]])
    }
  })

  it('lets a verified session through', async () => {
    await expect(gateFor(request('/account', 'good'), checks(valid('u1')))).resolves.toBeNull()
  })

  it('keeps the cookie and lets the page show its retry message when Auth cannot answer', async () => {
    for (const path of ['/account', '/orders/abc']) {
      const gate = checks(authDown)
      await expect(gateFor(request(path, 'good'), gate)).resolves.toBeNull()
      expect(gate.ownsOrder).not.toHaveBeenCalled()
    }
  })
})

describe('accountGate on /orders/{id}', () => {
  it('lets the owner through to their order', async () => {
    const gate = checks(valid('u1'), async () => true)
    await expect(gateFor(request('/orders/order-1', 'good'), gate)).resolves.toBeNull()
    expect(gate.ownsOrder).toHaveBeenCalledWith('u1', 'order-1')
  })

  it("answers another shopper's order, or one that does not exist, with a private 404", async () => {
    const gate = checks(valid('u2'), async () => false)
    const response = await gateFor(request('/orders/order-1', 'good'), gate)
    expect(response?.status).toBe(404)
    expect(rewriteTarget(response)).toBe('http://localhost:3000/en/not-found')
    expect(response?.headers.get('cache-control')).toBe('private, no-store')
    expect(response?.headers.get('set-cookie')).toBeNull()
  })

  it('checks the decoded id, and answers an undecodable one with a 404', async () => {
    const gate = checks(valid('u1'), async (_uid, id) => id === 'a b')
    await expect(gateFor(request('/orders/a%20b', 'good'), gate)).resolves.toBeNull()
    const response = await gateFor(request('/orders/%E0%A4%A', 'good'), gate)
    expect(response?.status).toBe(404)
  })

  it('lets the request through when Firestore cannot say who owns the order', async () => {
    const gate = checks(valid('u1'), async () => {
      throw new ServiceUnavailableError('firestore', 'read order owner', 'timeout')
    })
    await expect(gateFor(request('/orders/order-1', 'good'), gate)).resolves.toBeNull()
  })

  it('sends a signed-out visitor to sign in before looking at the order', async () => {
    const gate = checks({ status: 'invalid' })
    const response = await gateFor(request('/orders/order-1'), gate)
    expect(response?.status).toBe(307)
    expect(gate.ownsOrder).not.toHaveBeenCalled()
  })
})

describe('accountGate on a guest order', () => {
  it('lets a browser whose proof lists the guest order through, signed in or not', async () => {
    for (const session of [undefined, 'good']) {
      const gate = checks(
        valid('u1'),
        async () => false,
        async (id, proof) => id === 'g-1' && proof === 'p',
      )
      await expect(gateFor(request('/orders/g-1', session, 'p'), gate)).resolves.toBeNull()
      expect(gate.ownsOrder).not.toHaveBeenCalled()
    }
  })

  it('answers a signed-in shopper without the proof with the 404, like any order not theirs', async () => {
    const gate = checks(
      valid('u1'),
      async () => false,
      async () => false,
    )
    const response = await gateFor(request('/orders/g-1', 'good', 'proof-of-another-order'), gate)
    expect(response?.status).toBe(404)
    expect(gate.provesGuestOrder).toHaveBeenCalledWith('g-1', 'proof-of-another-order')
  })

  it('sends a visitor with neither proof nor session to sign in, without reading the order', async () => {
    const gate = checks({ status: 'invalid' })
    const response = await gateFor(request('/orders/g-1'), gate)
    expect(response?.status).toBe(307)
    expect(gate.provesGuestOrder).not.toHaveBeenCalled()
  })

  it('falls back to the session when Firestore cannot read the guest order', async () => {
    const gate = checks(
      valid('u1'),
      async () => false,
      async () => {
        throw new ServiceUnavailableError('firestore', 'read order owner', 'timeout')
      },
    )
    const response = await gateFor(request('/orders/g-1', 'good', 'p'), gate)
    expect(response?.status).toBe(404)
  })
})
