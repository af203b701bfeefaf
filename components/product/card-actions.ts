/** The look shared by the card's two hover actions: a full-width pill with a 44px touch target. */
export const cardActionClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-3 text-xs font-semibold tracking-wide uppercase shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
