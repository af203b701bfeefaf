/**
 * Staff are Firebase users with the custom claim `staff: true` (set and removed by `npm run staff`, see
 * scripts/staff.mjs). Custom claims travel inside ID tokens and so inside session cookies: a new claim
 * reaches the shop at the staff member's next sign-in, and removing one also revokes their sessions.
 * No firebase import here: the proxy gate, the pages and the script's logic all use it.
 */
export const STAFF_CLAIM = 'staff'

/** Whether verified claims (a decoded session cookie, or a user's customClaims) carry the staff claim. */
export function hasStaffClaim(claims: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return claims?.[STAFF_CLAIM] === true
}
