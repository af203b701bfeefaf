import { NextRequest } from 'next/server'

const mockReadShortLink = jest.fn()
const mockCached = new Set<string>()
jest.mock('@/lib/campaigns/campaign-reads', () => ({
  readShortLink: (code: string) => mockReadShortLink(code),
  hasCachedShortLink: (code: string) => mockCached.has(code),
}))
const mockCountHit = jest.fn(async () => true)
jest.mock('@/lib/campaigns/count-hit', () => ({
  countHitFrom: (...args: unknown[]) => mockCountHit(...(args as [])),
}))

import { GET } from './route'

const CODE = 'AbcD3fG'
const LINK = {
  code: CODE,
  target: '/ur/clothing/abayas?color=black',
  campaign: 'eid-2026',
  channel: 'whatsapp',
  content: null,
  createdAt: null,
  createdBy: 'staff-uid',
}

const follow = (code: string, headers: Record<string, string> = {}) =>
  GET(
    new NextRequest(`http://localhost/l/${code}`, { headers: { 'user-agent': 'Mozilla/5.0', ...headers } }),
    { params: Promise.resolve({ code }) },
  )

beforeEach(() => {
  mockReadShortLink.mockReset()
  mockCountHit.mockClear()
  mockCached.clear()
})

describe('GET /l/{code}', () => {
  it('counts the click, keeps the campaign in a cookie and redirects to the page with its utm parameters', async () => {
    mockReadShortLink.mockResolvedValue(LINK)
    const response = await follow(CODE)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(
      '/ur/clothing/abayas?color=black&utm_source=whatsapp&utm_medium=messaging&utm_campaign=eid-2026',
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^fatin_campaign=c=eid-2026&ch=whatsapp&p=%2Fur%2Fclothing%2Fabayas&t=\d+;/)
    expect(cookie).toMatch(/Max-Age=2592000/)
    expect(cookie).toMatch(/SameSite=Lax/)
    expect(mockCountHit).toHaveBeenCalledWith(expect.anything(), 'clicks', 'eid-2026', 'whatsapp')
  })

  it('answers 404 for a code that is not one, without reading anything', async () => {
    for (const code of ['abc', '%2F%2Fevil.example', 'AbcD3f0']) {
      const response = await follow(code)
      expect(response.status).toBe(404)
      expect(response.headers.get('location')).toBeNull()
    }
    expect(mockReadShortLink).not.toHaveBeenCalled()
  })

  it('never leads off the shop, even from a damaged link', async () => {
    for (const target of ['//evil.example/sale', 'https://evil.example/', '/\\evil.example', '/cart']) {
      mockReadShortLink.mockResolvedValue({ ...LINK, target })
      const response = await follow(CODE)
      expect(response.status).toBe(404)
      expect(response.headers.get('location')).toBeNull()
    }
    expect(mockCountHit).not.toHaveBeenCalled()
  })

  it('answers 404 for a code no link has', async () => {
    mockReadShortLink.mockResolvedValue(null)
    expect((await follow(CODE)).status).toBe(404)
  })

  it('reads at most 60 codes it does not hold yet per address in 10 minutes; a held link is never capped', async () => {
    mockReadShortLink.mockResolvedValue(null)
    const guesser = { 'x-shop-connection-address': '198.51.100.77' }
    const codes = Array.from(
      { length: 61 },
      (_, n) =>
        `Abc${String(n)
          .padStart(4, '3')
          .replace(/[0125]/g, '9')}`,
    )
    for (const code of codes) expect((await follow(code, guesser)).status).toBe(404)
    expect(mockReadShortLink).toHaveBeenCalledTimes(60)
    // The real link, already read by this server, still opens for that address.
    mockCached.add(CODE)
    mockReadShortLink.mockResolvedValue(LINK)
    expect((await follow(CODE, guesser)).status).toBe(307)
  })
})
