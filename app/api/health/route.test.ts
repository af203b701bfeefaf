const mockProbeAuth = jest.fn()
const mockProbeFirestore = jest.fn()
jest.mock('@/lib/firebase/health-probes', () => ({
  probeAuth: () => mockProbeAuth(),
  probeFirestore: () => mockProbeFirestore(),
}))

// Request-time, never prerendered: the route waits for a connection before checking anything.
const mockConnection = jest.fn(async () => {})
jest.mock('next/server', () => ({ connection: () => mockConnection() }))

import { GET } from './route'

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  mockProbeAuth.mockResolvedValue(undefined)
  mockProbeFirestore.mockResolvedValue(undefined)
})
afterEach(() => jest.restoreAllMocks())

describe('GET /api/health', () => {
  it('answers 200 when Auth and Firestore answer, and is never cached', async () => {
    const response = await GET()
    expect(mockConnection).toHaveBeenCalled()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ ok: true, auth: 'up', firestore: 'up' })
  })

  it('answers 503 naming the service that is down, without the error', async () => {
    mockProbeFirestore.mockRejectedValue(new Error('14 UNAVAILABLE: connect ECONNREFUSED 127.0.0.1:8080'))
    const response = await GET()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ ok: false, auth: 'up', firestore: 'down' })
    expect(text).not.toMatch(/UNAVAILABLE|ECONNREFUSED|127\.0\.0\.1/)
  })

  it('answers 503 when Auth is down', async () => {
    mockProbeAuth.mockRejectedValue(new Error('invalid credential'))
    const response = await GET()
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, auth: 'down', firestore: 'up' })
  })
})
