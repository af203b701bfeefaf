import { CHANNELS, type Channel } from './channels'

/** What one campaign link says about itself, in the utm_* parameters. */
export type CampaignTag = {
  /** Normalised (lib/campaigns/campaign-name.ts). */
  campaign: string
  channel: Channel
  /** utm_content, when staff want to tell two links of one campaign apart; normalised like the name. */
  content?: string | null
}

/**
 * The target path with the campaign's parameters appended in the conventional order (utm_source,
 * utm_medium, utm_campaign, utm_content), after the page's own query (a listing's filters, a search's
 * words). Lower-case throughout: analytics tools count 'WhatsApp' and 'whatsapp' as two sources.
 */
export function campaignPath(targetPath: string, tag: CampaignTag): string {
  const [path = '/', query = ''] = targetPath.split('?', 2)
  const params = new URLSearchParams(query)
  for (const key of [...params.keys()]) if (key.startsWith('utm_')) params.delete(key)
  const { source, medium } = CHANNELS[tag.channel]
  params.append('utm_source', source)
  params.append('utm_medium', medium)
  params.append('utm_campaign', tag.campaign)
  if (tag.content) params.append('utm_content', tag.content)
  return `${path}?${params.toString()}`
}
