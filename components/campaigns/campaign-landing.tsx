'use client'

import { useEffect } from 'react'
import { attributionCookieString, attributionOfLanding } from '@/lib/campaigns/attribution'

export const LANDING_BEACON_PATH = '/api/campaigns/landing'

/**
 * Campaign attribution in the browser, mounted once by the root layout and drawing nothing. When a page opens
 * with utm_campaign in its address (a campaign link, or a short link's redirect), it keeps the campaign in
 * the first-party cookie (last campaign click wins: lib/campaigns/attribution.ts) and counts the landing
 * with ONE small navigator.sendBeacon request, after the page has loaded, which the browser sends in the
 * background and never waits for. A page without a campaign does nothing. Done here, not on the server,
 * because catalogue pages are the same cached HTML for everyone (docs/campaigns.md).
 *
 * A tab counts each campaign once (sessionStorage), so a reload or the back button adds no landing.
 */
export function CampaignLanding() {
  useEffect(() => {
    const attribution = attributionOfLanding(window.location.pathname, window.location.search, Date.now())
    if (!attribution) return
    document.cookie = attributionCookieString(attribution, window.location.protocol === 'https:')
    const once = `fatin-landing:${attribution.campaign}:${attribution.channel}`
    try {
      if (window.sessionStorage.getItem(once)) return
      window.sessionStorage.setItem(once, '1')
    } catch {
      // Storage refused (a private window's quota): count the landing anyway.
    }
    const { campaign, channel, landing } = attribution
    const body = new Blob([JSON.stringify({ campaign, channel, landing })], { type: 'application/json' })
    navigator.sendBeacon?.(LANDING_BEACON_PATH, body)
  }, [])
  return null
}
