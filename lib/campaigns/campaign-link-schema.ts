import { z } from 'zod'
import { isCampaignName, normalizeCampaignName, normalizeContent } from './campaign-name'
import { isChannel, type Channel } from './channels'

/** The link builder's form (/staff/links) as typed: checked by readCampaignLink below. */
export const CampaignLinkFormSchema = z.object({
  page: z.string().max(1000),
  campaign: z.string().max(200),
  channel: z.string().max(40),
  content: z.string().max(200).optional(),
})

export type CampaignLinkRefusal = 'page-missing' | 'campaign-invalid' | 'channel-missing'

/**
 * The form's fields as a link to make: the campaign's name and the variant normalised (lib/campaigns/
 * campaign-name.ts), or the first thing wrong, as a code the form shows in words. The page is read apart
 * (lib/campaigns/link-target.ts), as only the server knows the shop's own origin.
 */
export function readCampaignLink(
  form: z.output<typeof CampaignLinkFormSchema>,
):
  | { ok: true; page: string; campaign: string; channel: Channel; content: string | null }
  | { ok: false; code: CampaignLinkRefusal } {
  const page = form.page.trim()
  if (!page) return { ok: false, code: 'page-missing' }
  const campaign = normalizeCampaignName(form.campaign)
  if (!isCampaignName(campaign)) return { ok: false, code: 'campaign-invalid' }
  if (!isChannel(form.channel)) return { ok: false, code: 'channel-missing' }
  const content = form.content ? normalizeContent(form.content) : ''
  return { ok: true, page, campaign, channel: form.channel, content: content || null }
}
