import { NextRequest } from 'next/server'

jest.mock('server-only', () => ({}))
jest.mock('@/lib/firebase/admin', () => ({ adminAuth: jest.fn(), adminDb: jest.fn() }))

import { accountGate, isGatedPath } from '@/lib/auth/gate'

const request = (path: string, cookie?: string) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: cookie ? { cookie: `__session=${cookie}` } : {},
  })

describe('isGatedPath', () => {
  it.each(['/account', '/account/orders', '/checkout', '/orders/abc'])('gates %s', (path) => {
    expect(isGatedPath(path)).toBe(true)
  })
  it.each(['/', '/accounts', '/orders', '/signin', '/clothing/abayas'])('leaves %s open', (path) => {
    expect(isGatedPath(path)).toBe(false)
  })
})

describe('accountGate', () => {
  it('lets other pages through without checking anything', async () => {
    const verify = jest.fn()
    await expect(accountGate(request('/sale'), verify)).resolves.toBeNull()
    expect(verify).not.toHaveBeenCalled()
  })

  it('sends a signed-out visitor to sign in with the return path', async () => {
    const response = await accountGate(request('/account?tab=orders'), jest.fn())
    expect(response?.status).toBe(307)
    expect(response?.headers.get('location')).toBe(
      'http://localhost:3000/signin?next=%2Faccount%3Ftab%3Dorders',
    )
  })

  it('refuses a cookie that does not verify, and clears it', async () => {
    const verify = jest.fn().mockResolvedValue(null)
    const response = await accountGate(request('/account', 'garbage'), verify)
    expect(verify).toHaveBeenCalledWith('garbage')
    expect(response?.headers.get('location')).toBe('http://localhost:3000/signin?next=%2Faccount')
    expect(response?.headers.get('set-cookie')).toMatch(/__session=;.*Max-Age=0/)
  })

  it('lets a verified session through', async () => {
    const verify = jest.fn().mockResolvedValue({ uid: 'u1' })
    await expect(accountGate(request('/account', 'good'), verify)).resolves.toBeNull()
  })
})
