/** Unicode's LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: invisible, and skipped by screen readers. */
const LEFT_TO_RIGHT_ISOLATE = '\u2066'
const POP_DIRECTIONAL_ISOLATE = '\u2069'

/**
 * A price or phone number inside an Urdu sentence, kept left to right as it is on every price tag.
 *
 * After Urdu letters, the bidi algorithm reads digits as Arabic numbers and the characters around them as
 * part of the right-to-left text: "بعد $50.00 یا" is drawn with the dollar sign on the right ("50.00$"),
 * and "0300 1234567" as "1234567 0300", a number a shopper would dial wrong. An isolate lays the run out on
 * its own, left to right, and the sentence around it treats it as one neutral word. <bdi> does the same in
 * markup; these runs are inside translated strings, which are plain text in toasts and labels too.
 */
export function leftToRight(run: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${run}${POP_DIRECTIONAL_ISOLATE}`
}
