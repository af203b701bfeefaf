import { attributionCookieValue } from './attribution'
import { currentOrderCampaign } from './order-attribution'

const NOW = Date.parse('2026-12-06T12:00:00.000Z')
let cookieValue: string | undefined
const known = new Set(['eid-2026'])

jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => (cookieValue === undefined ? undefined : { value: cookieValue }) }),
}))
jest.mock('./campaign-reads', () => ({
  isKnownCampaign: async (campaign: string) => {
    if (campaign === 'unreadable') throw new Error('Firestore is down')
    return known.has(campaign)
  },
}))

const cookieFor = (campaign: string) =>
  attributionCookieValue({ campaign, channel: 'whatsapp', landing: '/sale', at: NOW - 1000 })

describe('the campaign an order is credited to', () => {
  it('is the cookie’s, for a campaign staff made a link for', async () => {
    cookieValue = cookieFor('eid-2026')
    await expect(currentOrderCampaign(NOW)).resolves.toEqual({
      campaign: 'eid-2026',
      channel: 'whatsapp',
      landing: '/sale',
    })
  })

  it('is none for a campaign nobody made (a hand-made cookie, another site’s utm_campaign)', async () => {
    cookieValue = cookieFor('call-0300-1234567-for-refund')
    await expect(currentOrderCampaign(NOW)).resolves.toBeNull()
  })

  it('is none, and the order goes ahead, when the campaigns cannot be read', async () => {
    cookieValue = cookieFor('unreadable')
    await expect(currentOrderCampaign(NOW)).resolves.toBeNull()
    cookieValue = undefined
    await expect(currentOrderCampaign(NOW)).resolves.toBeNull()
  })
})
