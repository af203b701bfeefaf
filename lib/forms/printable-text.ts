import type { FieldErrorCode } from './field-error-codes'

/**
 * The text rule for what a person types that staff read or a mail repeats (names, addresses, notes): letters
 * and combining marks of any script, digits, spaces, ordinary punctuation and '+'. Refused: control
 * characters (NUL, ESC, line breaks), format characters (the bidirectional overrides and isolates U+202A-202E
 * and U+2066-2069, which can make a name read backwards on a staff page, the direction marks U+200E-200F and
 * U+061C, zero-width spaces, the byte-order mark), private-use and unassigned code points, line and paragraph
 * separators, and symbols such as emoji.
 *
 * One exception: the zero-width non-joiner and joiner (U+200C, U+200D) between two Arabic-script letters,
 * where Urdu keyboards type them inside a word to keep a letter from joining the next (or to make it join);
 * there they only change how the two letters connect, while anywhere else they are invisible characters with
 * no job and could make two names that look the same differ.
 *
 * Zod-free, so a form's bundle can read it; the schemas apply it with `.refine(...PRINTABLE_TEXT_CHECK)`.
 */
const PRINTABLE =
  /^(?:[\p{L}\p{M}\p{N}\p{P}\p{Zs}+]|(?<=\p{sc=Arabic})(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])(?=\p{sc=Arabic}))*$/u

export function isPrintableText(value: string): boolean {
  return PRINTABLE.test(value)
}

/** zod's `.refine(...PRINTABLE_TEXT_CHECK)`: the test and the field error code the form shows words for. */
export const PRINTABLE_TEXT_CHECK = [isPrintableText, 'text-not-plain'] as const satisfies readonly [
  (value: string) => boolean,
  FieldErrorCode,
]

/**
 * The looser rule for notes only staff write and read (an order step's note, a stock movement's): what a
 * keyboard types, '$', '=', '<' and emoji too (React escapes what it shows), but no control or format
 * characters, so a bidirectional override cannot make "DN-1234" read backwards in the ledger, and no line
 * breaks in a one-line field.
 */
const STAFF_NOTE =
  /^(?:(?![\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}])[\s\S]|(?<=\p{sc=Arabic})(?<=[\p{L}\p{M}])[\u200C\u200D](?=[\p{L}\p{M}])(?=\p{sc=Arabic}))*$/u

export function isStaffNoteText(value: string): boolean {
  return STAFF_NOTE.test(value)
}

/** zod's `.refine(...STAFF_NOTE_CHECK)`. */
export const STAFF_NOTE_CHECK = [isStaffNoteText, 'note-not-plain'] as const satisfies readonly [
  (value: string) => boolean,
  FieldErrorCode,
]
