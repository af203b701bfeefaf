import { NextRequest } from 'next/server'

const mockIsKnownCampaign = jest.fn()
jest.mock('@/lib/campaigns/campaign-reads', () => ({
  isKnownCampaign: (campaign: string) => mockIsKnownCampaign(campaign),
}))
const mockCountHit = jest.fn(async () => true)
jest.mock('@/lib/campaigns/count-hit', () => ({
  countHitFrom: (...args: unknown[]) => mockCountHit(...(args as [])),
}))

import { POST } from './route'

const beacon = (body: string) =>
  POST(
    new NextRequest('http://localhost/api/campaigns/landing', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    }),
  )

beforeEach(() => {
  mockIsKnownCampaign.mockReset()
  mockCountHit.mockClear()
})

describe('POST /api/campaigns/landing', () => {
  it('counts a landing of a campaign staff made, and answers 204', async () => {
    mockIsKnownCampaign.mockResolvedValue(true)
    const response = await beacon(JSON.stringify({ campaign: 'eid', channel: 'whatsapp', landing: '/sale' }))
    expect(response.status).toBe(204)
    expect(mockCountHit).toHaveBeenCalledWith(expect.anything(), 'landings', 'eid', 'whatsapp')
  })

  it('counts nothing for a campaign nobody made, or for what the leaf never sends, and says the same', async () => {
    mockIsKnownCampaign.mockResolvedValue(false)
    expect(
      (await beacon(JSON.stringify({ campaign: 'made-up', channel: 'other', landing: '/' }))).status,
    ).toBe(204)
    mockIsKnownCampaign.mockResolvedValue(true)
    for (const body of [
      { campaign: 'Eid Sale', channel: 'whatsapp', landing: '/' },
      { campaign: 'eid', channel: 'myspace', landing: '/' },
      { campaign: 'eid', channel: 'whatsapp', landing: '//evil.example' },
      {},
    ]) {
      expect((await beacon(JSON.stringify(body))).status).toBe(204)
    }
    expect(mockCountHit).not.toHaveBeenCalled()
  })

  it('refuses a body that is not JSON or too big', async () => {
    expect((await beacon('not json')).status).toBe(400)
    expect((await beacon(JSON.stringify({ campaign: 'x'.repeat(600) }))).status).toBe(413)
    expect(mockCountHit).not.toHaveBeenCalled()
  })
})
