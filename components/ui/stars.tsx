import type { CSSProperties } from 'react'

export const MAX_STARS = 5

/**
 * Five stars filled to `rating` out of five (a 4.5 shows four and a half), drawn by one element with a CSS mask
 * (app/globals.css, `.stars`) rather than five or ten inline SVGs: a page repeats it on every card, in the HTML
 * and again in its RSC payload. Decorative: the caller says the rating in words.
 */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(100, (rating / MAX_STARS) * 100))
  return (
    <span aria-hidden="true" className="stars" style={{ '--stars-filled': `${filled}%` } as CSSProperties} />
  )
}
