import { campaignPath } from './campaign-url'
import { CHANNEL_KEYS, CHANNELS, channelOfSource } from './channels'
import { isCampaignName, normalizeCampaignName } from './campaign-name'

describe('campaignPath', () => {
  it('appends source, medium and campaign after the page query, in that order', () => {
    expect(campaignPath('/clothing/abayas?color=black', { campaign: 'eid-2026', channel: 'whatsapp' })).toBe(
      '/clothing/abayas?color=black&utm_source=whatsapp&utm_medium=messaging&utm_campaign=eid-2026',
    )
  })

  it('adds utm_content only when asked', () => {
    expect(campaignPath('/', { campaign: 'eid', channel: 'instagram', content: 'story-1' })).toBe(
      '/?utm_source=instagram&utm_medium=social&utm_campaign=eid&utm_content=story-1',
    )
  })

  it('replaces campaign parameters the target already had', () => {
    expect(campaignPath('/sale?utm_source=old&utm_term=x', { campaign: 'c', channel: 'sms' })).toBe(
      '/sale?utm_source=sms&utm_medium=sms&utm_campaign=c',
    )
  })

  it('gives every channel a lower-case source and a conventional medium', () => {
    for (const channel of CHANNEL_KEYS) {
      const { source, medium } = CHANNELS[channel]
      expect(source).toBe(source.toLowerCase())
      expect(['social', 'messaging', 'sms', 'email', 'print']).toContain(medium)
      expect(channelOfSource(source)).toBe(channel)
    }
    expect(CHANNELS.facebook.medium).toBe('social')
    expect(CHANNELS.email.medium).toBe('email')
    expect(CHANNELS.print.medium).toBe('print')
  })
})

describe('channelOfSource', () => {
  it('reads a source whatever its case, and anything unknown as other', () => {
    expect(channelOfSource('WhatsApp')).toBe('whatsapp')
    expect(channelOfSource('newsletter-partner')).toBe('other')
    expect(channelOfSource(null)).toBe('other')
  })
})

describe('normalizeCampaignName', () => {
  it('lower-cases and joins words with hyphens', () => {
    expect(normalizeCampaignName('  Eid Sale 2026 ')).toBe('eid-sale-2026')
    expect(normalizeCampaignName('Summer.Lawn  -- Drop!')).toBe('summer-lawn-drop')
  })

  it('leaves nothing a cookie or a key could trip on, and caps the length', () => {
    const name = normalizeCampaignName(`a${'b'.repeat(100)};=/`)
    expect(name).toHaveLength(60)
    expect(isCampaignName(name)).toBe(true)
    expect(normalizeCampaignName('اردو')).toBe('')
    expect(isCampaignName('')).toBe(false)
    expect(isCampaignName('Has Space')).toBe(false)
  })
})
