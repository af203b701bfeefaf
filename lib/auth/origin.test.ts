jest.mock('server-only', () => ({}))

const mockServerEnv = jest.fn(() => ({ mode: 'production' }))
jest.mock('@/lib/env', () => ({ serverEnv: () => mockServerEnv() }))

import { isSameOriginRequest, isTrustedOrigin, type OriginSettings } from '@/lib/auth/origin'

const production: OriginSettings = { siteUrl: 'https://www.fatin.pk', emulator: false }
const emulator: OriginSettings = { siteUrl: 'http://localhost:3000', emulator: true }

function request(headers: Record<string, string>) {
  return { headers: new Headers(headers) }
}

describe('isSameOriginRequest', () => {
  it('accepts the configured site origin', () => {
    expect(isSameOriginRequest(request({ origin: 'https://www.fatin.pk' }), () => production)).toBe(true)
  })

  it('refuses a forged X-Forwarded-Host that matches a foreign Origin', () => {
    const forged = request({
      origin: 'https://evil.example',
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    })
    expect(isSameOriginRequest(forged, () => production)).toBe(false)
  })

  it('refuses a foreign Host header too', () => {
    expect(
      isSameOriginRequest(request({ origin: 'http://evil.example', host: 'evil.example' }), () => production),
    ).toBe(false)
  })

  it.each([[{}], [{ origin: 'null' }], [{ origin: '' }]])(
    'refuses a missing or opaque Origin: %p',
    (headers) => {
      expect(isSameOriginRequest(request(headers), () => production)).toBe(false)
    },
  )

  it('reads the configured site URL and, only for other origins, the mode', () => {
    const previous = process.env.NEXT_PUBLIC_SITE_URL
    process.env.NEXT_PUBLIC_SITE_URL = 'https://shop.example/'
    try {
      expect(isSameOriginRequest(request({ origin: 'https://shop.example' }))).toBe(true)
      expect(mockServerEnv).not.toHaveBeenCalled()
      expect(isSameOriginRequest(request({ origin: 'http://localhost:3000' }))).toBe(false)
      mockServerEnv.mockReturnValueOnce({ mode: 'emulator' })
      expect(isSameOriginRequest(request({ origin: 'http://localhost:3201' }))).toBe(true)
    } finally {
      process.env.NEXT_PUBLIC_SITE_URL = previous
    }
  })
})

describe('isTrustedOrigin', () => {
  it.each([
    'https://evil.example',
    'https://www.fatin.pk.evil.example',
    'http://www.fatin.pk',
    'https://www.fatin.pk:8443',
    'https://fatin.pk',
    'https://www.fatin.pk/',
    'https://user@www.fatin.pk',
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'not a url',
  ])('in production refuses %s', (origin) => {
    expect(isTrustedOrigin(origin, production)).toBe(false)
  })

  it.each(['http://localhost:3000', 'http://localhost:3201', 'http://127.0.0.1:3201', 'http://[::1]:3000'])(
    'in emulator mode accepts the loopback origin %s',
    (origin) => {
      expect(isTrustedOrigin(origin, emulator)).toBe(true)
    },
  )

  it.each([
    'http://evil.example',
    'http://localhost.evil.example:3000',
    'http://10.0.0.5:3000',
    'file://localhost',
  ])('in emulator mode still refuses %s', (origin) => {
    expect(isTrustedOrigin(origin, emulator)).toBe(false)
  })
})
