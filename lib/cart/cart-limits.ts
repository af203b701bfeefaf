// Plain numbers, kept apart from cart-line.ts (which builds zod schemas) so that the browser code that quotes
// them (the bag's toasts, the quantity picker) does not bring zod into every page's first-load JavaScript.

/** The most of one line (product + colour + size) a shopper can put in the bag. */
export const MAX_LINE_QUANTITY = 10
/** Keeps a guest cart cookie far below the browser's 4 KB cookie limit. */
export const MAX_CART_LINES = 40
