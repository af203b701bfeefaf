import type { RateRule } from './types'

/**
 * Every abuse limit in the shop, with its numbers (docs/security.md, "Abuse limits", has the same table). Each is set
 * far above what a real shopper does, and above what the end-to-end suite does from its one address
 * (127.0.0.1) in a run. Per-address rules count only what a crowd behind one carrier-grade NAT address does
 * not do together: failed sign-in exchanges and newsletter sign-ups, never successful sign-ins or browsing.
 */
export const RATE_RULES = {
  /** Refused POST /api/session (no, malformed, invalid or stale token), per client address. */
  sessionFailuresPerAddress: { id: 'session-failures', limit: 20, windowSeconds: 10 * 60 },
  /** Place order presses (including repeats and refusals), per account. */
  orderAttemptsPerAccount: { id: 'order-attempts', limit: 10, windowSeconds: 60 * 60 },
  /** The same for a guest, counted per cookie id and per mobile number typed (lib/orders/placing/order-placer.ts). */
  orderAttemptsPerGuest: { id: 'order-attempts-guest', limit: 10, windowSeconds: 60 * 60 },
  orderAttemptsPerMobile: { id: 'order-attempts-mobile', limit: 10, windowSeconds: 60 * 60 },
  /**
   * Place order presses per client address, guests and accounts alike: a script can shed cookies, make
   * accounts and invent mobile numbers, not its address. Roomy, as many phones share one carrier-grade NAT
   * address; what a script's orders may hold is capped tighter by the open orders per address
   * (SHOP_OPEN_ORDERS_PER_ADDRESS).
   */
  orderAttemptsPerAddress: { id: 'order-attempts-address', limit: 120, windowSeconds: 60 * 60 },
  /**
   * The checkout's promo-code previews ("Apply"), per client address and per shopper: each reads the bag, so
   * it is capped like every other action.
   */
  promoPreviewsPerAddress: { id: 'promo-previews-address', limit: 60, windowSeconds: 10 * 60 },
  promoPreviewsPerShopper: { id: 'promo-previews', limit: 20, windowSeconds: 10 * 60 },
  /** Guest order lookups (order number + mobile), per client address: every try counts. */
  orderLookupsPerAddress: { id: 'order-lookups', limit: 10, windowSeconds: 10 * 60 },
  /**
   * The same, per order number, whatever address asks: many addresses (an IPv6 block holds thousands) trying
   * mobiles for the number printed on one parcel's slip get 10 tries an hour between them. The owner can
   * still open her order from the e-mail's link.
   */
  orderLookupsPerNumber: { id: 'order-lookups-number', limit: 10, windowSeconds: 60 * 60 },
  /** Newsletter sign-ups, per client address and per e-mail address. */
  newsletterPerAddress: { id: 'newsletter-address', limit: 30, windowSeconds: 60 * 60 },
  newsletterPerEmail: { id: 'newsletter-email', limit: 5, windowSeconds: 60 * 60 },
  /** "Tell me when it's back" requests, per client address and per e-mail address (each may send a mail). */
  stockAlertsPerAddress: { id: 'stock-alerts-address', limit: 30, windowSeconds: 60 * 60 },
  stockAlertsPerEmail: { id: 'stock-alerts-email', limit: 10, windowSeconds: 60 * 60 },
  /** Cancel presses on the shopper's own orders (repeats and refusals included), per account or guest cookie. */
  orderCancelsPerShopper: { id: 'order-cancels', limit: 20, windowSeconds: 60 * 60 },
  /** "Resend confirmation e-mail" presses in the back office, per staff account: each one sends an e-mail. */
  confirmationResendsPerStaff: { id: 'confirmation-resends', limit: 30, windowSeconds: 60 * 60 },
  /**
   * "Confirm my order" presses from an e-mail's link, per client address (a link needs no cookie, so the
   * address is all there is to count): a script guessing tokens meets this long before it could matter.
   */
  confirmLinksPerAddress: { id: 'confirm-links', limit: 30, windowSeconds: 10 * 60 },
  /** "Confirm my order" presses on the order page, per account or guest cookie. */
  orderConfirmsPerShopper: { id: 'order-confirms', limit: 20, windowSeconds: 60 * 60 },
  /**
   * Campaign clicks (/l/{code}) and landings counted, per client address, in each server's memory
   * (lib/campaigns/count-hit.ts): over the limit the shopper is still sent on, just not counted. Roomy, as a
   * WhatsApp blast brings thousands of phones behind a few carrier-grade NAT addresses within minutes.
   */
  campaignClicksPerAddress: { id: 'campaign-clicks', limit: 3000, windowSeconds: 10 * 60 },
  campaignLandingsPerAddress: { id: 'campaign-landings', limit: 3000, windowSeconds: 10 * 60 },
  /**
   * Short links this server has not read yet, per client address, counted in memory: each costs a Firestore
   * read, and a code that names nothing is not kept, so made-up codes would each cost one. A real link is
   * read once and then served from memory, so a blast on it never counts here.
   */
  shortLinkReadsPerAddress: { id: 'short-link-reads', limit: 60, windowSeconds: 10 * 60 },
  /** Bag and wishlist changes together, per shopper (account, or the guest's cookie). */
  shopperWritesPerShopper: { id: 'shopper-writes', limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>

/**
 * What a shopper stopped by a limit is told, as a code (the words: lib/i18n/common-message-texts.ts; Place
 * order's own limit answers 'rate-limited', lib/orders/place-order-failure.ts).
 */
export type LimitMessage = { code: 'too-many-attempts' } | { code: 'too-many-changes' }
