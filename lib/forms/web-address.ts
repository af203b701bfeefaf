import topLevelDomains from 'tlds'
import type { FieldErrorCode } from './field-error-codes'

/**
 * Whether a name or a delivery address holds a web or e-mail address. The shop's receipt repeats those words
 * to the address the order names, which for a guest nobody has proved is hers, and mail apps turn a domain in
 * plain text into a link: refused, so the shop's own mail cannot carry a stranger's "claim your refund at …"
 * into someone's inbox.
 *
 * A domain is any word, a dot and a top-level domain of IANA's root zone (the `tlds` package, some 1,400 of
 * them: `fatin-refund.store`, `is.gd/x`, `prize.win`), so a short list of endings is not a way round it.
 * Four of them are left out: `.no`, `.st`, `.ph` and `.nr` are how Pakistani addresses shorten number,
 * street, phase and near ("H.No.12", "St.No 4", "DHA Ph.2"), typed without a space as often as with one.
 */
const IGNORED_ENDINGS = new Set(['no', 'st', 'ph', 'nr'])

const ENDINGS = new Set(
  topLevelDomains.map((ending) => ending.toLowerCase()).filter((ending) => !IGNORED_ENDINGS.has(ending)),
)

/**
 * A dot as a domain may be written: browsers read the full-width and ideographic full stops as one (IDNA), so
 * `prize．store` leads where `prize.store` does.
 */
const DOT = '[.\\uFF0E\\u3002\\uFF61]'

/** A scheme (`https://`), `www.`, or an e-mail address. */
const LINK_START = new RegExp(`(?:[a-z][a-z0-9+.-]*:\\/\\/|\\bwww${DOT}|\\S@\\S+${DOT}\\S)`, 'iu')

/** A dot between a word and the letters after it: each possible top-level domain, one match per dot. */
const DOTTED_ENDING = new RegExp(`(?<=[\\p{L}\\p{N}-])${DOT}(\\p{L}{2,})(?![\\p{L}\\p{N}])`, 'gu')

export function hasWebAddress(value: string): boolean {
  if (LINK_START.test(value)) return true
  for (const match of value.matchAll(DOTTED_ENDING)) {
    if (ENDINGS.has((match[1] ?? '').toLowerCase())) return true
  }
  return false
}

/**
 * zod's `.refine(...NO_LINK_CHECK)`, after PRINTABLE_TEXT_CHECK (./printable-text.ts). Apart from that rule so a
 * form that checks only plain text (sign-up's name) does not carry the ~1,400 endings into its page's scripts.
 */
export const NO_LINK_CHECK = [
  (value: string) => !hasWebAddress(value),
  'text-has-link',
] as const satisfies readonly [(value: string) => boolean, FieldErrorCode]
