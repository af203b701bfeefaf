/**
 * One spelling per letter, so that the ways a word is typed on different keyboards compare equal. Used on
 * the catalogue's words when the search index is built and on every query, the same way.
 *
 * - Latin: lower case, accents dropped ("Crêpe" is "crepe").
 * - Urdu script: the Arabic-keyboard letters that look the same become the Urdu ones: ي ى ے → ی,
 *   ك → ک, ه ة → ہ (do-chashmi ھ, which marks aspiration, stays), hamza and madda seats fold to their
 *   base letter (أ إ آ ٱ → ا, ؤ → و, ۂ → ہ, ئ → ی), short vowels and other marks are dropped, as are the
 *   tatweel and the zero-width joiners Urdu uses inside words.
 * - Digits: Urdu and Arabic-Indic digits become 0-9.
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u064A': '\u06CC', // ي Arabic yeh
  '\u0649': '\u06CC', // ى alef maksura
  '\u06D2': '\u06CC', // ے bari yeh
  '\u0643': '\u06A9', // ك Arabic kaf
  '\u0647': '\u06C1', // ه Arabic heh
  '\u0629': '\u06C1', // ة teh marbuta
  '\u06D5': '\u06C1', // ە ae
  '\u0671': '\u0627', // ٱ alef wasla
}

/** Combining marks (Latin accents, Arabic harakat, the hamza and madda left by NFKD), tatweel, ZWNJ/ZWJ. */
const DROPPED = /[\p{M}\u0640\u200C\u200D\u200E\u200F]/gu
const FOLDED_LETTER = /[\u064A\u0649\u06D2\u0643\u0647\u0629\u06D5\u0671]/g
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g

export function foldSpelling(text: string): string {
  return text
    .normalize('NFKD')
    .replace(DROPPED, '')
    .toLowerCase()
    .replace(FOLDED_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(EASTERN_DIGIT, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
}
