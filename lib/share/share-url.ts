import { absoluteUrl } from '@/lib/site-url'

/**
 * Campaign parameters (utm_source, utm_medium, utm_campaign, ...): a marketing link's attribution, which
 * should follow the link when a shopper passes it on. Everything else in the address (filters, sort,
 * click ids) describes one visit and is left out of what is shared.
 */
export function isCampaignParam(key: string): boolean {
  return key.startsWith('utm_')
}

/** The campaign parameters of a query, in their order; nothing else. */
export function campaignParams(search: string | URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams()
  for (const [key, value] of new URLSearchParams(search)) {
    if (isCampaignParam(key)) kept.append(key, value)
  }
  return kept
}

/**
 * The address to share for a page: its canonical URL (absolute, never filters) plus the campaign parameters
 * of the address the shopper is on, so /clothing/abayas?color=black&utm_source=whatsapp shares
 * https://…/clothing/abayas?utm_source=whatsapp.
 */
export function shareUrl(canonicalPath: string, currentSearch: string | URLSearchParams = ''): string {
  const url = new URL(absoluteUrl(canonicalPath))
  url.search = campaignParams(currentSearch).toString()
  return url.toString()
}

/** A WhatsApp link that opens a chat with the page's title and address ready to send. */
export function whatsAppShareHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
}
