/**
 * A campaign's name as stored and sent in utm_campaign: lower-case words joined by hyphens ('Eid Sale 2026'
 * becomes 'eid-sale-2026'), the usual convention, so 'Eid-Sale' and 'eid sale' are one campaign, not two.
 * Letters a-z, digits, '-' and '_' only, at most 60 characters: it is part of counter and cookie keys.
 */
export const CAMPAIGN_NAME_MAX = 60
const CAMPAIGN_NAME = /^[a-z0-9](?:[a-z0-9_-]{0,58}[a-z0-9])?$/

export function normalizeCampaignName(typed: string): string {
  return typed
    .trim()
    .toLowerCase()
    .replace(/[\s.]+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, CAMPAIGN_NAME_MAX)
    .replace(/[-_]+$/, '')
}

export function isCampaignName(value: unknown): value is string {
  return typeof value === 'string' && CAMPAIGN_NAME.test(value)
}

/** utm_content: which variant of a link (a story, a post, a poster); the same shape as a campaign name. */
export const normalizeContent = normalizeCampaignName
export const isContentName = isCampaignName
