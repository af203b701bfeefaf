import { NextRequest } from 'next/server'

const mockReadShortLink = jest.fn()
jest.mock('@/lib/campaigns/campaign-reads', () => ({
  readShortLink: (code: string) => mockReadShortLink(code),
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

const follow = (code: string) =>
  GET(new NextRequest(`http://localhost/l/${code}`, { headers: { 'user-agent': 'Mozilla/5.0' } }), {
    params: Promise.resolve({ code }),
  })

beforeEach(() => {
  mockReadShortLink.mockReset()
  mockCountHit.mockClear()
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
})
