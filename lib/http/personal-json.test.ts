import { redirect } from 'next/navigation'
import { personalJson } from './personal-json'

jest.mock('server-only', () => ({}))

describe('personalJson', () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())

  it('answers the read as JSON for this browser only', async () => {
    const response = await personalJson(async () => ({ lines: [] }))
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(response.headers.get('Vary')).toBe('Cookie')
    expect(await response.json()).toEqual({ lines: [] })
  })

  it('answers a failed read with 503 and a code, never the error', async () => {
    const response = await personalJson(async () => {
      throw new Error('Firestore is unreachable at 10.0.0.7')
    })
    expect(response.status).toBe(503)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ error: 'store-unavailable' })
    expect(body).not.toContain('10.0.0.7')
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it('lets Next’s own signals through instead of answering them as a failed read', async () => {
    await expect(personalJson(async () => redirect('/signin'))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    })
    expect(consoleError).not.toHaveBeenCalled()
  })
})
