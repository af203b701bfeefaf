export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number }

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Splits the time left into whole units; a countdown that has ended (or a bad input) reads all zeros. */
export function countdownParts(msRemaining: number): CountdownParts {
  if (!Number.isFinite(msRemaining) || msRemaining <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0 }
  // Floor, so the display never shows a second that has not fully remained.
  const totalSeconds = Math.floor(msRemaining / SECOND)
  return {
    days: Math.floor(totalSeconds / (DAY / SECOND)),
    hours: Math.floor((totalSeconds % (DAY / SECOND)) / (HOUR / SECOND)),
    minutes: Math.floor((totalSeconds % (HOUR / SECOND)) / (MINUTE / SECOND)),
    seconds: totalSeconds % (MINUTE / SECOND),
  }
}

/** Two digits for a countdown unit: 7 -> '07'. Larger numbers (100 days) keep all their digits. */
export function pad2(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0')
}
