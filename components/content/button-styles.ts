/** Shared looks for links styled as buttons, with a 44px touch target and a visible focus ring. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 text-sm font-semibold tracking-wide text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-brand-700 px-6 py-2.5 text-sm font-semibold tracking-wide text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
