/**
 * The part of a personal page's static shell that the browser fills in (the bag, the wishlist, the checkout,
 * the account) is at least a screen tall, whatever it holds: its placeholder, an empty bag or a long list.
 * So the footer starts below the first screen in every state, and nothing on that screen moves when the
 * placeholder gives way to what came (a layout shift the bench measures on a phone, issue 56).
 */
export const SHELL_BODY_HEIGHT = 'min-h-svh'
