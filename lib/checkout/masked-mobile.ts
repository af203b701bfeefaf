/**
 * A mobile number as a page that anyone holding a link may open shows it: the country code and the network's
 * first digit, then bullets, then the last two digits ('+923001234567' -> '+92 3•• ••• ••67'), so the
 * shopper recognises her number while a forwarded or scanned link does not hand it to a stranger.
 */
const SHOWN_AT_END = 2

export type MaskedMobile = {
  /** What the page shows: '+92 3•• ••• ••67'. */
  masked: string
  /** The digits left visible ('67'), for a screen reader's "ending in 67". */
  lastDigits: string
}

export function maskMobile(international: string): MaskedMobile {
  const digits = international.replace(/\D/g, '')
  const lastDigits = digits.slice(-SHOWN_AT_END)
  // The shop stores every mobile as +923XXXXXXXXX (lib/checkout/pakistani-mobile.ts).
  const pakistani = /^923\d{9}$/.exec(digits)
  if (pakistani) return { masked: `+92 3•• ••• ••${lastDigits}`, lastDigits }
  // Anything else (never written by the checkout): every digit but the last two hidden, its length kept.
  const hidden = '•'.repeat(Math.max(digits.length - SHOWN_AT_END, 0))
  return { masked: `${hidden}${lastDigits}`, lastDigits }
}
