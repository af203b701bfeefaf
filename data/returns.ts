/**
 * The return policy the shop states on /shipping, in the FAQ and in the terms, as data for search engines'
 * merchant listings (lib/structured-data.ts); those pages read the number of days from here too.
 *
 * - Unworn clothing, hijabs and accessories with their tags, and unopened beauty products, within 14 days of
 *   delivery, anywhere the shop delivers (Pakistan).
 * - The shopper emails customer care and the shop arranges a courier pickup or sends the return address: a
 *   return sent back by courier, which schema.org calls ReturnByMail.
 * - No fee is charged or mentioned, and the refund is the full amount within 5 working days: FreeReturn.
 */
export const returnPolicy = {
  country: 'PK',
  days: 14,
  method: 'ReturnByMail',
  fees: 'FreeReturn',
  refundWorkingDays: 5,
  /** The page that states the policy in full. */
  pagePath: '/shipping',
} as const

export type ReturnPolicy = typeof returnPolicy
