/** The banner's element id: the header measures it (its height sets the header's sticky offset). */
export const PROMO_BANNER_ID = 'promo-banner'

/** The header's element id: the banner's pre-paint script resets its sticky offset when the banner is closed. */
export const SITE_HEADER_ID = 'site-header'

/** sessionStorage key remembering that the visitor closed the banner in this tab. */
export const PROMO_DISMISSED_KEY = 'fatin:promo-dismissed'
