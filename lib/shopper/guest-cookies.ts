/**
 * Guest carts and wishlists live in cookies, so they survive reloads and browser restarts without an account
 * and the server can render the right badge counts in the first HTML. httpOnly (the browser's scripts never
 * need them: every change goes through a server action), SameSite=Lax, Secure in production, 30 days.
 */
export const CART_COOKIE = 'fatin_cart'
export const WISHLIST_COOKIE = 'fatin_wishlist'
/** A random id for a guest, only so that bag and wishlist changes can be rate-limited per guest. */
export const GUEST_ID_COOKIE = 'fatin_guest'

export const GUEST_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30

export function guestCookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    maxAge: GUEST_COOKIE_MAX_AGE_SECONDS,
    path: '/',
  } as const
}
