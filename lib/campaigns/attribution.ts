import { isCampaignName, normalizeCampaignName } from './campaign-name'
import { channelOfSource, isReportChannel, type ReportChannel } from './channels'

/**
 * Which campaign brought a shopper, kept in a first-party cookie (docs/campaigns.md, "The attribution rule").
 *
 * - Set by the short link's redirect (app/l/[code]/route.ts) and by the landing leaf in the browser when a
 *   page is opened with utm_campaign in its address (components/campaigns/campaign-landing.tsx): catalogue
 *   pages stay the same HTML for everyone, so the server never reads it there.
 * - Last campaign click wins: a newer campaign landing replaces the cookie, a visit without one leaves it.
 *   The campaign that made the shopper come back and buy is the one to credit; it is also what analytics
 *   tools report by default, so the figures agree.
 * - Kept ATTRIBUTION_WINDOW_DAYS (the cookie's Max-Age, and checked again from its own time when an order is
 *   placed, so an old cookie kept by a browser past its Max-Age counts for nothing).
 * - It holds the campaign, the channel, the landing page's path (no query) and the time: nothing about the
 *   shopper.
 */
export const ATTRIBUTION_COOKIE = 'fatin_campaign'
export const ATTRIBUTION_WINDOW_DAYS = 30
const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000
const LANDING_MAX = 200

export type Attribution = {
  campaign: string
  channel: ReportChannel
  /** The path the shopper landed on, language prefix included, without its query. */
  landing: string
  /** When the campaign link was followed (ms since the epoch). */
  at: number
}

/** What a page's address says about a campaign: utm_campaign (normalised) and the channel of utm_source. */
export function campaignOfQuery(
  search: string | URLSearchParams,
): Pick<Attribution, 'campaign' | 'channel'> | null {
  const params = new URLSearchParams(search)
  const campaign = normalizeCampaignName(params.get('utm_campaign') ?? '')
  if (!isCampaignName(campaign)) return null
  return { campaign, channel: channelOfSource(params.get('utm_source')) }
}

/**
 * A path as a browser's location gives it: printable ASCII (anything else arrives %-encoded, so a hand-made
 * value cannot hide a direction override in staff's view), from the root, without a query, fragment or the
 * separators of a cookie.
 */
export function isLandingPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= LANDING_MAX &&
    /^\/(?!\/)[\x21-\x7e]*$/.test(value) &&
    !/[\\?#;,]/.test(value)
  )
}

/** The attribution a landing makes, or null for an address with no campaign (which changes nothing). */
export function attributionOfLanding(pathname: string, search: string, now: number): Attribution | null {
  const campaign = campaignOfQuery(search)
  if (!campaign) return null
  return { ...campaign, landing: isLandingPath(pathname) ? pathname : '/', at: now }
}

/** The rule: the newer campaign landing wins; no landing keeps what was there. */
export function nextAttribution(
  current: Attribution | null,
  landing: Attribution | null,
): Attribution | null {
  if (!landing) return current
  if (current && current.at > landing.at) return current
  return landing
}

export function attributionCookieValue(attribution: Attribution): string {
  return new URLSearchParams({
    c: attribution.campaign,
    ch: attribution.channel,
    p: attribution.landing,
    t: String(attribution.at),
  }).toString()
}

/**
 * The cookie read back, for an order placed at `now`: null when it is missing, damaged, written by hand into
 * a shape we never write, or older than the window.
 */
export function attributionFromCookie(value: string | undefined, now: number): Attribution | null {
  if (!value || value.length > 400) return null
  const params = new URLSearchParams(value)
  const campaign = params.get('c')
  const channel = params.get('ch')
  const landing = params.get('p')
  const at = Number(params.get('t'))
  if (!isCampaignName(campaign) || !isReportChannel(channel) || !isLandingPath(landing)) return null
  if (!Number.isSafeInteger(at) || at > now + 60_000 || now - at > WINDOW_MS) return null
  return { campaign, channel, landing, at }
}

/**
 * The cookie as a Set-Cookie header or a document.cookie string (the short link's redirect and the landing
 * leaf write the same): first-party, the whole site, the window, not sent on cross-site requests. Readable by
 * the page's script, which sets it too; it holds nothing secret.
 */
export function attributionCookieString(attribution: Attribution, secure: boolean): string {
  const maxAge = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60
  return `${ATTRIBUTION_COOKIE}=${attributionCookieValue(attribution)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
